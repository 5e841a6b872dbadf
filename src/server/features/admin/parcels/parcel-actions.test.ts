import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, parcels, trackingEvents } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { ADMIN, adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel, parcelNameInMails } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { STALE_PARCEL_MESSAGE } from "#shared/admin/admin-parcels";
import { PARCEL_STATUSES, STATUS_LABELS } from "#shared/parcels/status";
import {
  ADMIN_TRANSITIONS,
  ALREADY_PAID_MESSAGE,
  findTransition,
  NO_PREFERRED_DATE_MESSAGE,
  NOT_PAID_MESSAGE,
  PAYMENT_VALIDATED_NOTE,
  RESET_NOTE,
} from "#shared/parcels/transitions";

const CLIENT = "ama@mail.com";

describe.each(testDatabaseKinds)("admin parcel actions on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, CLIENT);
    clientId = await userIdOf(t.database.db, CLIENT);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const history = (parcelId: string) =>
    db()
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.parcelId, parcelId))
      .orderBy(trackingEvents.seq);
  const parcel = async (parcelId: string) =>
    (await db().select().from(parcels).where(eq(parcels.id, parcelId)))[0];
  const emailsAbout = async (parcelId: string) => {
    const name = await parcelNameInMails(db(), parcelId);
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, CLIENT))
      .orderBy(desc(emailOutbox.createdAt));
    return rows.filter((row) => row.textBody.includes(name));
  };

  // 'Livré' is a handover, with its own route and tests (handover.test.ts).
  const statusMoves = ADMIN_TRANSITIONS.filter((rule) => rule.to !== "delivered");
  it.each(statusMoves.map((rule) => [rule.from, rule.to, rule] as const))(
    "%s → %s succeeds with the table's note, its history entry, audit line and e-mail",
    async (from, to, rule) => {
      const id = (await insertRequestedParcel(db(), { clientId, status: from, paid: true })).id;
      // Reception is the weigh-in: its note also gives the measured weight.
      const weighIn = to === "received" ? { weighIn: { weightKg: 2 } } : {};
      const note = to === "received" ? `${rule.note} — poids mesuré : 2 kg` : rule.note;
      const response = await expectStatus(
        send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
          expectedStatus: from,
          to,
          note: rule.note,
          location: "Lomé",
          ...weighIn,
        }),
        200,
      );
      expect(response.json().parcel).toMatchObject({ id, status: to, paid: true });
      const entries = await history(id);
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({ status: to, note, location: "Lomé" });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.parcelId, id));
      expect(audit).toMatchObject({
        action: "parcel.status_change",
        actorEmail: ADMIN,
        fromStatus: from,
        toStatus: to,
        note,
      });
      const [email] = await emailsAbout(id);
      const row = await parcel(id);
      expect(email?.textBody).toContain(`Statut : ${STATUS_LABELS[to]}`);
      expect(email?.textBody).toContain(`Note : ${note}`);
      expect(email?.textBody).toContain(`${t.config.PUBLIC_URL}/suivi/${row?.trackingCode}`);
    },
  );

  it("records 'Statut mis à jour: {status}' when the admin leaves the note empty", async () => {
    const id = (await insertRequestedParcel(db(), { clientId, status: "accepted", paid: true })).id;
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
        expectedStatus: "accepted",
        to: "received",
        note: "   ",
        weighIn: { weightKg: 2 },
      }),
      200,
    );
    expect((await history(id))[1]).toMatchObject({
      note: "Statut mis à jour : Reçu — poids mesuré : 2 kg",
      location: null,
    });
  });

  it("refuses every move the table does not list with 409, and changes nothing", async () => {
    for (const from of PARCEL_STATUSES) {
      const id = (await insertRequestedParcel(db(), { clientId, status: from, paid: true })).id;
      for (const to of PARCEL_STATUSES) {
        if (findTransition(from, to)) continue;
        const response = await send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
          expectedStatus: from,
          to,
        });
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(response.json()).toMatchObject({ code: "NOT_ALLOWED" });
      }
      expect((await parcel(id))?.status).toBe(from);
      expect(await history(id)).toHaveLength(1);
    }
  });

  it("refuses to accept an unpaid request, and delivered without a preferred date, with the specified text", async () => {
    const unpaid = (await insertRequestedParcel(db(), { clientId, status: "pending", paid: false })).id;
    const accept = await send(t.app, admin, "POST", `/api/admin/parcels/${unpaid}/status`, {
      expectedStatus: "pending",
      to: "accepted",
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: "NOT_PAID", message: NOT_PAID_MESSAGE });

    const undated = (
      await insertRequestedParcel(db(), {
        clientId,
        status: "in_delivery",
        paid: true,
        preferredDate: null,
      })
    ).id;
    const deliver = await send(t.app, admin, "POST", `/api/admin/parcels/${undated}/status`, {
      expectedStatus: "in_delivery",
      to: "delivered",
    });
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json()).toEqual({ code: "NO_PREFERRED_DATE", message: NO_PREFERRED_DATE_MESSAGE });
    expect((await parcel(undated))?.status).toBe("in_delivery");
  });

  it("answers 409 'modifié entre-temps' when the parcel is no longer in the status the admin saw", async () => {
    const id = (await insertRequestedParcel(db(), { clientId, status: "received", paid: true })).id;
    const response = await send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
      expectedStatus: "accepted",
      to: "received",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "STALE_PARCEL", message: STALE_PARCEL_MESSAGE });
  });

  it("marks an unpaid parcel paid and accepted with the specified note; a second time is refused", async () => {
    const id = (await insertRequestedParcel(db(), { clientId, status: "pending", paid: false })).id;
    const response = await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, {
        expectedStatus: "pending",
        confirmed: true,
      }),
      200,
    );
    expect(response.json().parcel).toMatchObject({ status: "accepted", paid: true });
    expect(response.json().parcel.paidAt).toBeTruthy();
    expect((await history(id))[1]).toMatchObject({ status: "accepted", note: PAYMENT_VALIDATED_NOTE });
    const [email] = await emailsAbout(id);
    expect(email).toMatchObject({ kind: "payment-validated" });
    expect(email?.subject).toContain("Paiement validé");
    const again = await send(t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, {
      expectedStatus: "accepted",
      confirmed: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_PAID", message: ALREADY_PAID_MESSAGE });
    const audits = await db().select().from(auditLog).where(eq(auditLog.parcelId, id));
    expect(audits.map((row) => row.action)).toEqual(["parcel.mark_paid"]);
  });

  it("resets any status to pending with the specified note, keeping the payment", async () => {
    const id = (await insertRequestedParcel(db(), { clientId, status: "delivered", paid: true })).id;
    const response = await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/reset`, {
        expectedStatus: "delivered",
        confirmed: true,
        reason: "Livré par erreur",
      }),
      200,
    );
    expect(response.json().parcel).toMatchObject({ status: "pending", paid: true });
    expect((await history(id))[1]).toMatchObject({
      status: "pending",
      note: `${RESET_NOTE} — motif : Livré par erreur`,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.parcelId, id), eq(auditLog.action, "parcel.reset")));
    expect(audit).toMatchObject({ fromStatus: "delivered", toStatus: "pending" });
  });

  it("sends no parcel e-mail to a client who turned them off in the profile", async () => {
    const off = await send(t.app, client, "PUT", "/api/accounts/email-notifications", { enabled: false });
    expect(off.json()).toEqual({ enabled: false });
    expect((await send(t.app, client, "GET", "/api/accounts/email-notifications")).json()).toEqual({
      enabled: false,
    });
    const id = (await insertRequestedParcel(db(), { clientId, status: "pending", paid: false })).id;
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, {
        expectedStatus: "pending",
        confirmed: true,
      }),
      200,
    );
    expect(await emailsAbout(id)).toHaveLength(0);
    await send(t.app, client, "PUT", "/api/accounts/email-notifications", { enabled: true });
  });

  it("answers 404 for an unknown parcel and 400 for a status that does not exist", async () => {
    const missing = await send(t.app, admin, "POST", "/api/admin/parcels/pkg-INCONNU/status", {
      expectedStatus: "pending",
      to: "rejected",
    });
    expect(missing.statusCode).toBe(404);
    const id = (await insertRequestedParcel(db(), { clientId })).id;
    const bad = await send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
      expectedStatus: "pending",
      to: "perdu",
    });
    expect(bad.statusCode).toBe(400);
  });

  // On PostgreSQL the 20 requests really race, and the row lock decides; PGlite has one connection, so
  // its transactions run one after the other and the status check under the lock decides. Both must
  // keep the same invariant: one move, one history entry, one audit line, one e-mail.
  it("lets exactly one of 20 simultaneous moves of a pending parcel succeed, with one history entry", async () => {
    const id = (await insertRequestedParcel(db(), { clientId, status: "pending", paid: true })).id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
          expectedStatus: "pending",
          to: index % 2 === 0 ? "accepted" : "rejected",
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(STALE_PARCEL_MESSAGE);
    expect(await history(id)).toHaveLength(2);
    const audits = await db().select().from(auditLog).where(eq(auditLog.parcelId, id));
    expect(audits).toHaveLength(1);
    expect(await emailsAbout(id)).toHaveLength(1);
  });
});
