import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, parcels, trackingEvents } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertParcel, type TestParcel } from "#server/test/parcel-test-data";
import { jpeg, upload } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import {
  CODE_LOCKED_MESSAGE,
  COLLECTION_CODE_FORMAT_MESSAGE,
  HANDOVER_REQUIRED_MESSAGE,
  ID_NUMBER_REQUIRED,
  NOT_HANDED_OVER_MESSAGE,
  wrongCodeMessage,
} from "#shared/parcels/handover";
import { NO_PREFERRED_DATE_MESSAGE } from "#shared/parcels/transitions";

const CLIENT = "ama-handover@mail.com";
const CODE = "482913";

/**
 * 'Livré' at the collection point (docs/product/recipients.md#collection-code): the recipient's code,
 * five wrong ones at most, or the collecting person's ID; the proof in the parcel, history and audit.
 */
describe.each(testDatabaseKinds)("handover of a parcel on %s", (kind) => {
  let t: TestApp;
  let boss: TestBrowser;
  let ama: TestBrowser;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    boss = await adminBrowser(t.app);
    ama = await confirmedAccount(t.app, CLIENT);
    clientId = await userIdOf(t.database.db, CLIENT);
  });
  afterAll(() => t.close());

  const inDelivery = (overrides: Partial<TestParcel> = {}) =>
    insertParcel(t.database.db, {
      clientId,
      status: "in_delivery",
      paid: true,
      preferredDate: "2030-01-15",
      recipientName: "Afi Mensah",
      recipientPhone: "+22890123456",
      recipientCity: "Lomé",
      collectionCode: CODE,
      ...overrides,
    });
  const handOver = (id: string, body: Record<string, unknown>) =>
    send(t.app, boss, "POST", `/api/admin/parcels/${id}/handover`, {
      expectedStatus: "in_delivery",
      ...body,
    });
  const row = async (id: string) =>
    (await t.database.db.select().from(parcels).where(eq(parcels.id, id)))[0] as typeof parcels.$inferSelect;

  it("refuses 'Livré' through the plain status change: it is a handover", async () => {
    const parcel = await inDelivery();
    const response = await expectStatus(
      send(t.app, boss, "POST", `/api/admin/parcels/${parcel.id}/status`, {
        expectedStatus: "in_delivery",
        to: "delivered",
      }),
      400,
    );
    expect(response.json()).toMatchObject({ code: "HANDOVER_REQUIRED", message: HANDOVER_REQUIRED_MESSAGE });
    expect((await row(parcel.id)).status).toBe("in_delivery");
  });

  it("delivers with the right code: the recipient collected it, told in the history (how), the audit (who) and the client's e-mail", async () => {
    const parcel = await inDelivery();
    const response = await expectStatus(handOver(parcel.id, { method: "code", code: "482 913" }), 200);
    const detail = response.json().parcel;
    expect(detail.status).toBe("delivered");
    expect(detail.handover).toMatchObject({ method: "code", collectedByName: "Afi Mensah", idNumber: null });
    expect(detail.collectionCode).toBeNull();
    const history = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.parcelId, parcel.id))
      .orderBy(asc(trackingEvents.seq));
    expect(history.at(-1)?.note).toBe("Livré avec succès — code de retrait vérifié");
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.parcelId, parcel.id), eq(auditLog.action, "parcel.handover")));
    expect(audit?.details).toMatchObject({ method: "code", collectedByName: "Afi Mensah", idNumber: null });
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, CLIENT), eq(emailOutbox.kind, "status-changed")));
    expect(email?.textBody).toContain("Retiré par : Afi Mensah");
    expect(email?.textBody).not.toContain(CODE);

    const ownerView = await ama.get(`/api/parcels/${parcel.id}`);
    expect(ownerView.statusCode, ownerView.body).toBe(200);
    const owner = ownerView.json().parcel;
    expect(owner.handover).toMatchObject({ method: "code", collectedByName: "Afi Mensah", idNumber: null });
    expect(owner.collectionCode).toBeNull();
  });

  it("counts wrong codes, says how many tries are left, locks the code after five, then takes the ID", async () => {
    const parcel = await inDelivery();
    for (const left of [4, 3, 2, 1]) {
      const wrong = await expectStatus(handOver(parcel.id, { method: "code", code: "000000" }), 409);
      expect(wrong.json()).toMatchObject({
        code: "WRONG_CODE",
        message: wrongCodeMessage(left),
        fieldErrors: { code: wrongCodeMessage(left) },
      });
    }
    const fifth = await expectStatus(handOver(parcel.id, { method: "code", code: "111111" }), 409);
    expect(fifth.json()).toMatchObject({ code: "CODE_LOCKED", message: CODE_LOCKED_MESSAGE });
    // Even the right code is no longer taken.
    const right = await expectStatus(handOver(parcel.id, { method: "code", code: CODE }), 409);
    expect(right.json().code).toBe("CODE_LOCKED");
    expect((await row(parcel.id)).codeFailures).toBe(5);
    const detail = (await send(t.app, boss, "GET", `/api/parcels/${parcel.id}`)).json().parcel;
    expect(detail.codeAttemptsLeft).toBe(0);
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.parcelId, parcel.id), eq(auditLog.action, "parcel.handover_code_refused")));
    expect(refusals).toHaveLength(5);
    // The codes typed are not kept: a near miss would give most of the right one away.
    expect(JSON.stringify(refusals)).not.toContain("000000");

    const missing = await expectStatus(
      handOver(parcel.id, { method: "identity", collectedByName: "Kodjo Mensah" }),
      400,
    );
    expect(missing.json().fieldErrors).toMatchObject({ idNumber: ID_NUMBER_REQUIRED });
    const delivered = await expectStatus(
      handOver(parcel.id, {
        method: "identity",
        collectedByName: "Kodjo Mensah",
        idNumber: "TG-0123456",
        location: "Lomé",
      }),
      200,
    );
    expect(delivered.json().parcel.handover).toMatchObject({
      method: "identity",
      collectedByName: "Kodjo Mensah",
      idNumber: "TG-0123456",
    });
    const owner = (await ama.get(`/api/parcels/${parcel.id}`)).json().parcel;
    // The client learns who collected it, not the ID number.
    expect(owner.handover).toMatchObject({ collectedByName: "Kodjo Mensah", idNumber: null, photoUrl: null });
    expect(owner.history.at(-1).note).toBe("Livré avec succès — remis sur pièce d'identité");
    const publicPage = await t.app.inject({
      method: "GET",
      url: `/api/public/tracking/${(await row(parcel.id)).trackingCode}`,
    });
    expect(publicPage.body).not.toContain("Kodjo");
    expect(publicPage.body).not.toContain("TG-0123456");
  });

  /** The carrier corrects a wrong 'Livré' (reset with a reason), and the parcel comes back to the counter. */
  async function resetAndBringBack(id: string) {
    await expectStatus(
      send(t.app, boss, "POST", `/api/admin/parcels/${id}/reset`, {
        expectedStatus: "delivered",
        confirmed: true,
        reason: "Remis à la mauvaise personne",
      }),
      200,
    );
    await t.database.db.update(parcels).set({ status: "in_delivery" }).where(eq(parcels.id, id));
  }

  it("forgets the wrong codes once the right one is given, also after a reset and a new delivery", async () => {
    const parcel = await inDelivery();
    for (let i = 0; i < 3; i++)
      await expectStatus(handOver(parcel.id, { method: "code", code: "000000" }), 409);
    await expectStatus(handOver(parcel.id, { method: "code", code: CODE }), 200);
    expect((await row(parcel.id)).codeFailures).toBe(0);

    await resetAndBringBack(parcel.id);
    expect((await send(t.app, boss, "GET", `/api/parcels/${parcel.id}`)).json().parcel.codeAttemptsLeft).toBe(
      5,
    );
    for (const left of [4, 3, 2, 1]) {
      const wrong = await expectStatus(handOver(parcel.id, { method: "code", code: "000000" }), 409);
      expect(wrong.json().message).toBe(wrongCodeMessage(left));
    }
    await expectStatus(handOver(parcel.id, { method: "code", code: CODE }), 200);
  });

  it("keeps the wrong codes counted after an identity handover and a reset: the code was never proven", async () => {
    const parcel = await inDelivery();
    for (let i = 0; i < 2; i++)
      await expectStatus(handOver(parcel.id, { method: "code", code: "000000" }), 409);
    await expectStatus(
      handOver(parcel.id, { method: "identity", collectedByName: "Kodjo Mensah", idNumber: "TG-0123456" }),
      200,
    );
    await resetAndBringBack(parcel.id);
    const wrong = await expectStatus(handOver(parcel.id, { method: "code", code: "000000" }), 409);
    expect(wrong.json().message).toBe(wrongCodeMessage(2));
  });

  it("takes an optional photo once handed over on ID, for the carrier only", async () => {
    const parcel = await inDelivery();
    const early = await upload(t.app, boss, `/api/admin/parcels/${parcel.id}/handover-photo`, [
      { name: "photo", content: await jpeg(300, 200), filename: "remise.jpg", contentType: "image/jpeg" },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOT_HANDED_OVER_MESSAGE);
    await expectStatus(
      handOver(parcel.id, { method: "identity", collectedByName: "Afi Mensah", idNumber: "A1" }),
      200,
    );
    const uploaded = await upload(t.app, boss, `/api/admin/parcels/${parcel.id}/handover-photo`, [
      { name: "photo", content: await jpeg(300, 200), filename: "remise.jpg", contentType: "image/jpeg" },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = await send(t.app, boss, "GET", `/api/admin/parcels/${parcel.id}/handover-photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    const detail = (await send(t.app, boss, "GET", `/api/parcels/${parcel.id}`)).json().parcel;
    expect(detail.handover.photoUrl).toBe(`/api/admin/parcels/${parcel.id}/handover-photo`);
    expect((await send(t.app, ama, "GET", `/api/admin/parcels/${parcel.id}/handover-photo`)).statusCode).toBe(
      403,
    );
  });

  it("counts no try on a parcel that cannot be delivered, and refuses a stale status or a malformed code", async () => {
    const undated = await inDelivery({ preferredDate: null });
    const noDate = await expectStatus(handOver(undated.id, { method: "code", code: "000000" }), 409);
    expect(noDate.json()).toMatchObject({ code: "NO_PREFERRED_DATE", message: NO_PREFERRED_DATE_MESSAGE });
    expect((await row(undated.id)).codeFailures).toBe(0);

    const moving = await inDelivery({ status: "in_transit" });
    const stale = await expectStatus(handOver(moving.id, { method: "code", code: "000000" }), 409);
    expect(stale.json().code).toBe("STALE_PARCEL");
    expect((await row(moving.id)).codeFailures).toBe(0);

    const malformed = await expectStatus(handOver(moving.id, { method: "code", code: "12ab56" }), 400);
    expect(malformed.json().fieldErrors).toMatchObject({ code: COLLECTION_CODE_FORMAT_MESSAGE });
  });

  it("refuses a whole departure moved to 'Livré': each parcel is handed over", async () => {
    const response = await expectStatus(
      send(t.app, boss, "POST", "/api/admin/departures/inconnu/moves", {
        from: "in_delivery",
        to: "delivered",
      }),
      400,
    );
    expect(response.json().fieldErrors.to).toContain("un par un");
  });
});
