import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBrowser, expectStatus } from "#server/test/admin-test-kit";
import { fedapayEnv } from "#server/test/online-payment-test-kit";
import { client, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import { deliverOutbox, readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DROPOFF_ADDRESS_LABEL, DROPOFF_HOURS_LABEL } from "#shared/departures/dropoff";
import { ONLINE_PAYMENT_LINE, ONLINE_PAYMENT_TITLE } from "./booking-email";

const NBSP = "\u00a0";
const CLIENT_REFERENCE = /^CLB-[2-9A-HJKMNP-Z]{4}$/;

/**
 * The client's and the parcel's references as the API gives them and the searches find them
 * (docs/product/ma-boite.md#reference, decision 100), and the booking e-mail that names the parcel by
 * its reference, gives the drop-off's street and hours and, with online payment on, says so
 * (decision 101).
 */
describe.each(testDatabaseKinds)("references on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let ama: TestBrowser;
  let admin: TestBrowser;
  let reference: string;
  let date: string;
  const made: { id: string; reference: string }[] = [];

  beforeAll(async () => {
    // A provider configured (never reached here): the booking e-mail offers paying online.
    t = await createTestApp({ kind, env: fedapayEnv("http://127.0.0.1:9") });
    smtp = await startSmtpSink();
    ama = await client(t.app, "ama");
    admin = await adminBrowser(t.app);
    date = await publishDeparture(t.app, "FR", "TG", 7, { dropoffPlace: "Entrepôt Colibri, Paris" });
    for (const description of ["Vêtements et chaussures", "Pagnes et savons"]) {
      const created = await expectStatus(ama.post("/api/parcels", parcelRequest(date, { description })), 201);
      made.push(created.json());
    }
    reference = (await ama.me())?.reference as string;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it("gives the client's reference in the session, and each parcel the client's and its number", async () => {
    expect(reference).toMatch(CLIENT_REFERENCE);
    expect(made.map((parcel) => parcel.reference)).toEqual([`${reference}-01`, `${reference}-02`]);
    const [first] = made as [{ id: string; reference: string }];
    const list = (await expectStatus(ama.get("/api/parcels?limit=10"), 200)).json();
    expect(list.parcels.map((parcel: { reference: string }) => parcel.reference).sort()).toEqual([
      `${reference}-01`,
      `${reference}-02`,
    ]);
    const detail = (await expectStatus(ama.get(`/api/parcels/${first.id}`), 200)).json().parcel;
    expect(detail.reference).toBe(first.reference);
    const payment = (await expectStatus(ama.get(`/api/parcels/${first.id}/payment`), 200)).json();
    expect(payment.reference).toBe(first.reference);
  });

  it("lets the carrier find a parcel by its reference typed any way, and a client's parcels by theirs", async () => {
    const [first] = made as [{ id: string; reference: string }];
    const search = async (q: string) =>
      (await expectStatus(admin.get(`/api/admin/parcels?q=${encodeURIComponent(q)}`), 200))
        .json()
        .items.map((parcel: { id: string; reference: string }) => parcel.reference);
    const typed = first.reference.toLowerCase();
    for (const q of [first.reference, typed, typed.replaceAll("-", " "), typed.replaceAll("-", "")])
      expect(await search(q), q).toEqual([first.reference]);
    expect((await search(reference.toLowerCase().replace("-", " "))).sort()).toEqual(
      made.map((parcel) => parcel.reference),
    );
    // Another client's reference finds none of these.
    const other = (await (await client(t.app, "kofi")).me())?.reference as string;
    expect(await search(other)).toEqual([]);
  });

  it("lets the client find a parcel by its reference in Mes Colis, another client not at all", async () => {
    const [, second] = made as [unknown, { id: string; reference: string }];
    const q = encodeURIComponent(second.reference.toLowerCase().replaceAll("-", " "));
    const mine = (await expectStatus(ama.get(`/api/parcels?q=${q}`), 200)).json();
    expect(mine.parcels.map((parcel: { id: string }) => parcel.id)).toEqual([second.id]);
    const kofi = await client(t.app, "kofi");
    const theirs = (await expectStatus(kofi.get(`/api/parcels?q=${q}`), 200)).json();
    expect(theirs.parcels).toEqual([]);
    await expectStatus(kofi.get(`/api/parcels/${second.id}/payment`), 404);
  });

  it("names the parcel by its reference in the booking e-mail, with the drop-off's street and hours and online payment", async () => {
    await deliverOutbox(t.app, smtp.url);
    const [first] = made as [{ id: string; reference: string }];
    const mail = smtp.received.map(readMail).find((each) => each.text.includes(`/paiement/${first.id}`));
    expect(mail).toBeDefined();
    for (const line of [
      `Référence${NBSP}: ${first.reference}`,
      `Lieu de dépôt${NBSP}: Entrepôt Colibri, Paris`,
      `${DROPOFF_ADDRESS_LABEL}${NBSP}: ${t.config.RECEPTION_ADDRESS_FR.split("|")
        .map((line) => line.trim())
        .join(", ")}`,
      `${DROPOFF_HOURS_LABEL}${NBSP}: `,
      // The text part writes section titles in capitals.
      ONLINE_PAYMENT_TITLE.toUpperCase(),
      ONLINE_PAYMENT_LINE,
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.text).not.toContain(`Référence${NBSP}: ${first.id}`);
  });
});

describe("the booking e-mail without online payment", () => {
  it("says nothing of paying online when no provider is configured", async () => {
    const t = await createTestApp({ kind: "pglite" });
    const smtp = await startSmtpSink();
    try {
      const kofi = await client(t.app, "kofi");
      const date = await publishDeparture(t.app, "FR", "TG", 7);
      const created = await expectStatus(kofi.post("/api/parcels", parcelRequest(date)), 201);
      await deliverOutbox(t.app, smtp.url);
      const mail = smtp.received.map(readMail).find((each) => each.text.includes("/paiement/"));
      expect(mail?.text).toContain(`Référence${NBSP}: ${created.json().reference}`);
      expect(mail?.text).not.toContain(ONLINE_PAYMENT_TITLE.toUpperCase());
      // A departure without a place: no street nor hours either.
      expect(mail?.text).not.toContain(DROPOFF_HOURS_LABEL);
    } finally {
      await smtp.close();
      await t.close();
    }
  });
});
