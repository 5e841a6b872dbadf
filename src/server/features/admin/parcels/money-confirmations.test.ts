import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, parcels } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertPaymentProof, insertRequestedParcel, parcelNameInMails } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { CONFIRMATION_REQUIRED_MESSAGE, RESET_REASON_REQUIRED_MESSAGE } from "#shared/admin/admin-parcels";
import { statusChangedSubject, statusCorrectedSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";

const CLIENT = "esi@mail.com";

/** Money actions need the dialog's confirmation; the carrier sees what needs checking (docs/product/administration.md). */
describe.each(testDatabaseKinds)("confirmed money actions and the 'À vérifier' list, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    await confirmedAccount(t.app, CLIENT);
    clientId = await userIdOf(t.database.db, CLIENT);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const row = async (id: string) => (await db().select().from(parcels).where(eq(parcels.id, id)))[0];
  const mailsAbout = async (id: string) => {
    const name = await parcelNameInMails(db(), id);
    return (await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, CLIENT))).filter((mail) =>
      mail.textBody.includes(name),
    );
  };

  it("refuses mark-paid and reset without the dialog's confirmation, changing nothing", async () => {
    const { id } = await insertRequestedParcel(db(), { clientId, status: "pending", paid: false });
    for (const [action, body] of [
      ["mark-paid", { expectedStatus: "pending" }],
      ["mark-paid", { expectedStatus: "pending", confirmed: false }],
      ["reset", { expectedStatus: "pending" }],
    ] as const) {
      const response = await send(t.app, admin, "POST", `/api/admin/parcels/${id}/${action}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION",
        fieldErrors: { confirmed: CONFIRMATION_REQUIRED_MESSAGE },
      });
    }
    expect(await row(id)).toMatchObject({ status: "pending", paid: false });
    expect(await mailsAbout(id)).toHaveLength(0);
  });

  it("resets a delivered parcel only with a reason, and tells the client the status was corrected", async () => {
    const parcel = await insertRequestedParcel(db(), { clientId, status: "delivered", paid: true });
    const noReason = await send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/reset`, {
      expectedStatus: "delivered",
      confirmed: true,
      reason: "   ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: "RESET_REASON_REQUIRED",
      fieldErrors: { reason: RESET_REASON_REQUIRED_MESSAGE },
    });
    expect((await row(parcel.id))?.status).toBe("delivered");

    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/reset`, {
        expectedStatus: "delivered",
        confirmed: true,
        reason: "Remis au mauvais destinataire",
      }),
      200,
    );
    const [mail] = await mailsAbout(parcel.id);
    expect(mail?.kind).toBe("status-corrected");
    expect(mail?.subject).toBe(statusCorrectedSubject(parcelHumanName(parcel)));
    expect(mail?.textBody).toContain("a corrigé le statut");
    expect(mail?.subject).not.toContain("En attente");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.parcelId, parcel.id), eq(auditLog.action, "parcel.reset")));
    expect(audit?.details).toMatchObject({ reason: "Remis au mauvais destinataire" });
  });

  it("marks a refused request paid, re-opening it, with the audit saying so", async () => {
    const { id } = await insertRequestedParcel(db(), { clientId, status: "rejected", paid: false });
    await db().update(parcels).set({ cancelledAt: new Date() }).where(eq(parcels.id, id));
    const response = await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, {
        expectedStatus: "rejected",
        confirmed: true,
      }),
      200,
    );
    expect(response.json().parcel).toMatchObject({
      status: "accepted",
      paid: true,
      cancelledByClient: false,
    });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.parcelId, id));
    expect(audit?.details).toMatchObject({ reopened: true, cancelledByClient: true, proofReceived: false });
  });

  it("names the parcel by its human name in the client's e-mail subject", async () => {
    const parcel = await insertRequestedParcel(db(), {
      clientId,
      status: "accepted",
      paid: true,
      description: "Vêtements et chaussures pour toute la famille, hiver",
    });
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/status`, {
        expectedStatus: "accepted",
        to: "received",
        weighIn: { weightKg: 2 },
      }),
      200,
    );
    const [mail] = await mailsAbout(parcel.id);
    expect(mail?.subject).toBe(statusChangedSubject(parcelHumanName(parcel), "received"));
    expect(mail?.subject).toBe(
      "Votre colis Vêtements et chaussures pour toute la… · France → Togo : Reçu — Colibri",
    );
    expect(mail?.subject).not.toContain(parcel.id);
  });

  it("lists unpaid parcels with a proof under 'À vérifier', badges them and counts them", async () => {
    const before = (await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200)).json()
      .toVerify;
    const toCheck = await insertRequestedParcel(db(), { clientId, status: "pending", paid: false });
    const alreadyPaid = await insertRequestedParcel(db(), { clientId, status: "accepted", paid: true });
    const noProof = await insertRequestedParcel(db(), { clientId, status: "pending", paid: false });
    await insertPaymentProof(db(), toCheck.id);
    await insertPaymentProof(db(), alreadyPaid.id);

    const page = (
      await expectStatus(send(t.app, admin, "GET", "/api/admin/parcels?status=to_verify&pageSize=100"), 200)
    ).json();
    const ids = page.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(toCheck.id);
    expect(ids).not.toContain(alreadyPaid.id);
    expect(ids).not.toContain(noProof.id);
    expect(
      page.items.every((item: { proofReceived: boolean; paid: boolean }) => item.proofReceived && !item.paid),
    ).toBe(true);
    const all = (await expectStatus(send(t.app, admin, "GET", "/api/admin/parcels?pageSize=100"), 200)).json()
      .items;
    expect(all.find((item: { id: string }) => item.id === noProof.id)?.proofReceived).toBe(false);
    const after = (await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200)).json()
      .toVerify;
    expect(after - before).toBe(1);
  });
});
