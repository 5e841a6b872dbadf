import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { auditLog, departures, emailOutbox, parcels, trackingEvents, users } from "#server/db/schema";
import { createOutboxWorker, createSmtpTransport } from "#server/features/mail";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { ADMIN, adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel, type TestParcel } from "#server/test/parcel-test-data";
import { startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import {
  departureMoveSubject,
  HANDOVER_PER_PARCEL_MESSAGE,
  PER_PARCEL_ONLY_MESSAGE,
  WEIGH_IN_PER_PARCEL_MESSAGE,
} from "#shared/departures/departure-moves";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { BALANCE_DUE_MESSAGE } from "#shared/parcels/transitions";

const AMA = "ama@mail.com";
const KOFI = "kofi@mail.com";
const QUIET = "silencieux@mail.com";

/**
 * Whole-departure moves (docs/product/departures.md#whole-departure-move, decision 051): each parcel
 * under the single move's rules, one transaction, one e-mail per client checked at a real SMTP server.
 */
describe.each(testDatabaseKinds)("whole-departure moves on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestBrowser;
  let ama: TestBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    ama = await confirmedAccount(t.app, AMA);
    await confirmedAccount(t.app, KOFI);
    await confirmedAccount(t.app, QUIET);
    await t.database.db.update(users).set({ emailNotifications: false }).where(eq(users.email, QUIET));
    for (const email of [AMA, KOFI, QUIET]) ids[email] = await userIdOf(t.database.db, email);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.database.db;
  let day = 0;
  async function departure() {
    const id = newId();
    day += 1;
    await db()
      .insert(departures)
      .values({ id, date: `2030-02-${String(day).padStart(2, "0")}`, fromCountry: "FR", toCountry: "TG" });
    return id;
  }
  const parcel = (email: string, values: Omit<TestParcel, "clientId">) =>
    insertRequestedParcel(db(), { clientId: ids[email] as string, paid: true, ...values });
  const statusOf = async (id: string) =>
    (await db().select({ status: parcels.status }).from(parcels).where(eq(parcels.id, id)))[0]?.status;
  const history = (id: string) =>
    db().select().from(trackingEvents).where(eq(trackingEvents.parcelId, id)).orderBy(trackingEvents.seq);
  const stateOf = async (id: string) =>
    (await db().select({ state: departures.state }).from(departures).where(eq(departures.id, id)))[0]?.state;

  async function deliver() {
    const worker = createOutboxWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
    });
    while ((await worker.drainOnce()) > 0) {}
  }
  // Quoted-printable bodies fold long lines and encode '='.
  const plain = (raw: string) => raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");

  it("moves the parcels that may move, lists the others with their reason, and writes history, audit and one e-mail per client", async () => {
    const dep = await departure();
    const other = await departure();
    const amaOne = await parcel(AMA, { status: "received", departureId: dep, description: "Pagnes wax" });
    const amaTwo = await parcel(AMA, {
      status: "received",
      departureId: dep,
      description: "Chaussures de sport",
    });
    const kofiOne = await parcel(KOFI, { status: "received", departureId: dep, description: "Livres" });
    const quietOne = await parcel(QUIET, { status: "received", departureId: dep });
    const due = await parcel(KOFI, { status: "received", departureId: dep, description: "Téléviseur" });
    await db().update(parcels).set({ balanceState: "due" }).where(eq(parcels.id, due.id));
    const accepted = await parcel(AMA, { status: "accepted", departureId: dep });
    const elsewhere = await parcel(AMA, { status: "received", departureId: other });
    await deliver();
    const before = smtp.received.length;

    const response = await expectStatus(
      send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
        from: "received",
        to: "in_transit",
        note: "En transit vers la destination",
        location: "Aéroport CDG",
      }),
      200,
    );
    const body = response.json();
    const movedIds = [amaOne.id, amaTwo.id, kofiOne.id, quietOne.id];
    expect(body.moved.map((row: { id: string }) => row.id).sort()).toEqual([...movedIds].sort());
    expect(body.moved).toContainEqual({ id: amaOne.id, name: parcelHumanName(amaOne) });
    expect(body.refused).toEqual([{ id: due.id, name: parcelHumanName(due), reason: BALANCE_DUE_MESSAGE }]);

    for (const id of movedIds) {
      expect(await statusOf(id)).toBe("in_transit");
      const entries = await history(id);
      expect(entries.at(-1)).toMatchObject({
        status: "in_transit",
        note: "En transit vers la destination",
        location: "Aéroport CDG",
      });
    }
    expect(await statusOf(due.id)).toBe("received");
    expect(await history(due.id)).toHaveLength(1);
    expect(await statusOf(accepted.id)).toBe("accepted");
    expect(await statusOf(elsewhere.id)).toBe("received");

    const audits = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.parcelId, [...movedIds, due.id, accepted.id, elsewhere.id]));
    expect(audits).toHaveLength(4);
    for (const audit of audits) {
      expect(audit).toMatchObject({
        action: "parcel.status_change",
        actorEmail: ADMIN,
        fromStatus: "received",
        toStatus: "in_transit",
      });
      expect(movedIds).toContain(audit.parcelId);
    }

    expect(await stateOf(dep)).toBe("departed");
    expect(await stateOf(other)).toBe("open");

    // One e-mail per client, at the real SMTP server; none for the client who turned them off.
    await deliver();
    const mails = smtp.received.slice(before);
    const to = (email: string) => mails.filter((mail) => mail.to.includes(email));
    expect(to(AMA)).toHaveLength(1);
    expect(to(KOFI)).toHaveLength(1);
    expect(to(QUIET)).toHaveLength(0);
    expect(mails).toHaveLength(2);
    const amaMail = plain(to(AMA)[0]?.raw ?? "");
    for (const moved of [amaOne, amaTwo]) {
      // Each parcel named by its reference (decision 101).
      expect(amaMail).toContain(moved.reference as string);
      expect(amaMail).toContain(`${t.config.PUBLIC_URL}/suivi/${moved.trackingCode}`);
    }
    const [amaOutbox] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, AMA), eq(emailOutbox.subject, departureMoveSubject("in_transit"))),
      );
    expect(amaOutbox?.subject).toBe("Vos colis : En transit — Colibri");
    expect(amaOutbox?.textBody).toContain(parcelHumanName(amaOne));
    expect(amaOutbox?.textBody).toContain(parcelHumanName(amaTwo));
    expect(amaOutbox?.textBody).not.toContain(accepted.reference as string);
    // Kofi's one moved parcel gets the single move's e-mail, and never names the parcel that stayed.
    expect(plain(to(KOFI)[0]?.raw ?? "")).toContain(kofiOne.reference as string);
    expect(plain(to(KOFI)[0]?.raw ?? "")).not.toContain(due.reference as string);
  });

  it("answers 200 with nothing moved and the refused list when no parcel may move; the departure stays", async () => {
    const dep = await departure();
    const due = await parcel(KOFI, { status: "received", departureId: dep });
    await db().update(parcels).set({ balanceState: "due" }).where(eq(parcels.id, due.id));
    const response = await expectStatus(
      send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
        from: "received",
        to: "in_transit",
        note: null,
        location: null,
      }),
      200,
    );
    expect(response.json()).toEqual({
      moved: [],
      refused: [{ id: due.id, name: parcelHumanName(due), reason: BALANCE_DUE_MESSAGE }],
    });
    expect(await stateOf(dep)).toBe("open");
  });

  it("marks the departure arrived when its parcels go out for delivery, with the default note when none is given", async () => {
    const dep = await departure();
    const moving = await parcel(AMA, { status: "in_transit", departureId: dep });
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
        from: "in_transit",
        to: "in_delivery",
        note: "  ",
      }),
      200,
    );
    expect((await history(moving.id)).at(-1)).toMatchObject({
      status: "in_delivery",
      note: "Statut mis à jour : En livraison",
    });
    expect(await stateOf(dep)).toBe("arrived");
  });

  it("refuses 'Reçu' (weighed one by one) and the per-parcel targets with a French 400, changing nothing", async () => {
    const dep = await departure();
    const accepted = await parcel(AMA, { status: "accepted", departureId: dep });
    const weighIn = await send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
      from: "accepted",
      to: "received",
    });
    expect(weighIn.statusCode).toBe(400);
    expect(weighIn.json()).toMatchObject({ code: "VALIDATION", message: WEIGH_IN_PER_PARCEL_MESSAGE });
    for (const to of ["accepted", "rejected", "pending"]) {
      const refused = await send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
        from: "pending",
        to,
      });
      expect(refused.statusCode, to).toBe(400);
      expect(refused.json().message).toBe(PER_PARCEL_ONLY_MESSAGE);
    }
    const skipping = await send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
      from: "received",
      to: "in_delivery",
    });
    expect(skipping.statusCode).toBe(400);
    expect(skipping.json().message).toBe("Transition impossible : Reçu → En livraison.");
    // Each parcel is handed over to its recipient, against its code or an ID.
    const handedOver = await send(t.app, admin, "POST", `/api/admin/departures/${dep}/moves`, {
      from: "in_delivery",
      to: "delivered",
    });
    expect(handedOver.statusCode).toBe(400);
    expect(handedOver.json().message).toBe(HANDOVER_PER_PARCEL_MESSAGE);
    expect(await statusOf(accepted.id)).toBe("accepted");
  });

  it("answers 404 'Date introuvable.' for an unknown departure, 403 to a client and 401 to a visitor", async () => {
    const move = { from: "received", to: "in_transit" };
    const unknown = await send(t.app, admin, "POST", "/api/admin/departures/inconnu/moves", move);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DEPARTURE_NOT_FOUND);
    const dep = await departure();
    expect((await send(t.app, ama, "POST", `/api/admin/departures/${dep}/moves`, move)).statusCode).toBe(403);
    expect((await send(t.app, null, "POST", `/api/admin/departures/${dep}/moves`, move)).statusCode).toBe(
      401,
    );
  });
});
