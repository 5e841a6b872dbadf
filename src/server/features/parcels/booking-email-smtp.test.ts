import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import { deliverOutbox, type ReadMail, readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, formatDateFr, todayInParis } from "#shared/calendar";
import { dropoffDeadlineText } from "#shared/departures/dropoff";
import { instantOfParisTime } from "#shared/departures/paris-time";
import { collectionCodeLine } from "#shared/parcels/handover";
import {
  bookingConfirmedSubject,
  paymentValidatedSubject,
  statusChangedSubject,
  waitingRequestSubject,
} from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { formatEuros, formatFcfa } from "#shared/pricing";

const NBSP = "\u00a0";
const PLACE = "Entrepôt Colibri, 12 rue de la Gare, Bobigny";
const KEY = "booking-email-test-key-0001";

/** 18 h 30 in Paris, `inDays` from today. */
const parisEvening = (inDays: number) => instantOfParisTime(`${addDays(todayInParis(), inDays)}T18:30`);

/**
 * The client's booking confirmation, at a real SMTP server (docs/product/parcels.md#booking-email): a
 * dated request, a waiting request and the date it takes later, and the status e-mails sent before the
 * parcel is received, with the drop-off (docs/product/departures.md#drop-off-for-the-client).
 */
describe.each(testDatabaseKinds)("booking e-mails on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const emailOf = async (browser: TestBrowser) => (await browser.me())?.email as string;
  /** What the client received about a parcel, oldest first: every e-mail names its reference (decision 100). */
  const mailsAbout = (to: string, reference: string): ReadMail[] =>
    smtp.received
      .filter((mail) => mail.to.includes(to))
      .map(readMail)
      .filter((mail) => mail.text.includes(reference));
  const detail = async (browser: TestBrowser, id: string) =>
    (await expectStatus(browser.get(`/api/parcels/${id}`), 200)).json().parcel;

  it("sends one booking e-mail with the amounts, how to pay, the drop-off and the code, even with parcel e-mails off", async () => {
    const ama = await client(t.app, "ama");
    const to = await emailOf(ama);
    // The order's receipt goes whatever the parcel e-mail switch says (decision 071).
    await t.database.db.update(users).set({ emailNotifications: false }).where(eq(users.email, to));
    const deadline = parisEvening(5);
    const date = await publishDeparture(t.app, "FR", "TG", 7, {
      dropoffPlace: PLACE,
      dropoffDeadline: deadline,
    });
    const request = parcelRequest(date);
    const created = await expectStatus(ama.post("/api/parcels", request, { "idempotency-key": KEY }), 201);
    // A retried confirmation gets the same parcel and queues nothing more.
    await expectStatus(ama.post("/api/parcels", request, { "idempotency-key": KEY }), 200);
    const parcel = created.json() as {
      id: string;
      reference: string;
      trackingCode: string;
      priceCents: number;
      priceFcfa: number;
    };
    await deliverOutbox(t.app, smtp.url);
    await deliverOutbox(t.app, smtp.url);

    expect(parcel.reference).toMatch(/^CLB-[2-9A-HJKMNP-Z]{4}-01$/);
    const mails = mailsAbout(to, parcel.reference);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReadMail];
    const name = parcelHumanName(request);
    expect(mail.subject).toBe(bookingConfirmedSubject(name));
    const code = (await detail(ama, parcel.id)).collectionCode as string;
    const amount = `${formatEuros(parcel.priceCents)} (${formatFcfa(parcel.priceFcfa)})`;
    const config = t.config;
    for (const line of [
      `Nous avons bien enregistré votre demande pour le colis ${name}.`,
      `Départ${NBSP}: ${formatDateFr(date)}`,
      `Montant à payer${NBSP}: ${amount}`,
      `Lieu de dépôt${NBSP}: ${PLACE}`,
      `Date limite de dépôt${NBSP}: ${dropoffDeadlineText(deadline.toISOString(), "FR")}`,
      // The reference the payment page asks for: the parcel's short reference (decision 100).
      `Référence${NBSP}: ${parcel.reference}`,
      `Opérateur${NBSP}: ${config.MOBILE_MONEY_OPERATOR}`,
      `Bénéficiaire${NBSP}: ${config.MOBILE_MONEY_BENEFICIARY}`,
      `Numéro${NBSP}: ${config.MOBILE_MONEY_NUMBER}`,
      `Montant${NBSP}: ${formatFcfa(parcel.priceFcfa)}`,
      `Banque${NBSP}: ${config.BANK_NAME}`,
      `Bénéficiaire${NBSP}: ${config.BANK_BENEFICIARY}`,
      `IBAN${NBSP}: ${config.BANK_IBAN}`,
      `BIC${NBSP}: ${config.BANK_BIC}`,
      `Montant${NBSP}: ${formatEuros(parcel.priceCents)}`,
      collectionCodeLine(code),
      `${config.PUBLIC_URL}/paiement/${parcel.id}`,
      `${config.PUBLIC_URL}/suivi/${parcel.trackingCode}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    for (const part of [PLACE, config.BANK_IBAN, code, `href="${config.PUBLIC_URL}/paiement/${parcel.id}"`]) {
      expect(mail.html).toContain(part);
    }
    expect(mail.html).toContain(`href="${config.PUBLIC_URL}/suivi/${parcel.trackingCode}"`);

    // The payment page shows the same drop-off.
    const payment = (await expectStatus(ama.get(`/api/parcels/${parcel.id}/payment`), 200)).json();
    expect(payment.dropoff).toEqual({ place: PLACE, deadline: deadline.toISOString() });
  });

  it("tells a waiting request there is nothing to pay yet, then sends the booking e-mail when it takes its date", async () => {
    const kofi = await client(t.app, "kofi");
    const to = await emailOf(kofi);
    const waiting = await expectStatus(
      kofi.post("/api/parcels/notification-requests", {
        description: "Pagnes et savons pour la famille",
        fromCountry: "SN",
        toCountry: "TG",
        weightKg: 4,
      }),
      201,
    );
    const { id, reference, trackingCode } = waiting.json() as {
      id: string;
      reference: string;
      trackingCode: string;
    };
    await deliverOutbox(t.app, smtp.url);
    const name = parcelHumanName({
      description: "Pagnes et savons pour la famille",
      fromCountry: "SN",
      toCountry: "TG",
    });
    const [first, ...others] = mailsAbout(to, reference);
    expect(others).toEqual([]);
    expect(first?.subject).toBe(waitingRequestSubject(name));
    const code = (await detail(kofi, id)).collectionCode as string;
    for (const line of [
      `vous n'avez rien à payer pour le moment`,
      `Référence${NBSP}: ${reference}`,
      `Prix estimé${NBSP}: ${formatEuros(4800)} (${formatFcfa(31_440)})`,
      "Dès qu'une date de transport sera publiée pour ce trajet, nous vous préviendrons par e-mail.",
      collectionCodeLine(code),
      `${t.config.PUBLIC_URL}/tracking?colis=${id}`,
      `${t.config.PUBLIC_URL}/suivi/${trackingCode}`,
    ]) {
      expect(first?.text).toContain(line);
    }
    // No payment is asked before a date.
    expect(first?.text).not.toContain(t.config.BANK_IBAN);
    expect(first?.text).not.toContain("/paiement/");

    const deadline = parisEvening(3);
    const date = await publishDeparture(t.app, "SN", "TG", 4, {
      dropoffPlace: "Agence de Dakar",
      dropoffDeadline: deadline,
    });
    await expectStatus(
      send(t.app, kofi, "POST", `/api/parcels/${id}/preferred-date`, { preferredDate: date }),
      200,
    );
    await deliverOutbox(t.app, smtp.url);
    const mails = mailsAbout(to, reference);
    expect(mails.map((mail) => mail.subject)).toEqual([
      waitingRequestSubject(name),
      bookingConfirmedSubject(name),
    ]);
    const booked = mails[1] as ReadMail;
    for (const line of [
      `Départ${NBSP}: ${formatDateFr(date)}`,
      `Lieu de dépôt${NBSP}: Agence de Dakar`,
      // Leaving from outside France: the deadline says whose clock it is.
      `Date limite de dépôt${NBSP}: ${dropoffDeadlineText(deadline.toISOString(), "SN")}`,
      `IBAN${NBSP}: ${t.config.BANK_IBAN}`,
      `Montant à payer${NBSP}: ${formatEuros(4800)} (${formatFcfa(31_440)})`,
      collectionCodeLine(code),
    ]) {
      expect(booked.text).toContain(line);
    }
  });

  it("gives the drop-off in the e-mails and screens before the parcel is received, and no more after", async () => {
    const admin = await adminBrowser(t.app, "transporteur@colibri.example");
    const yao = await client(t.app, "yao");
    const to = await emailOf(yao);
    const deadline = parisEvening(8);
    // Leaving from Togo: the client pays in FCFA first (docs/product/recipients.md#payers-in-togo).
    const date = await publishDeparture(t.app, "TG", "FR", 10, {
      dropoffPlace: "Agence Colibri, Lomé",
      dropoffDeadline: deadline,
    });
    const request = parcelRequest(date, {
      fromCountry: "TG",
      toCountry: "FR",
      recipient: {
        name: "Awa Koffi",
        phone: "06 12 34 56 78",
        secondPhone: null,
        city: "Paris",
        landmark: null,
      },
    });
    const created = await expectStatus(yao.post("/api/parcels", request), 201);
    const { id, reference, priceCents, priceFcfa } = created.json() as {
      id: string;
      reference: string;
      priceCents: number;
      priceFcfa: number;
    };
    expect((await detail(yao, id)).dropoff).toEqual({
      place: "Agence Colibri, Lomé",
      deadline: deadline.toISOString(),
    });

    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/mark-paid`, {
        expectedStatus: "pending",
        confirmed: true,
      }),
      200,
    );
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
        expectedStatus: "accepted",
        to: "received",
        note: "Colis reçu à l'agence",
        location: "Lomé",
        weighIn: { weightKg: 2.35 },
      }),
      200,
    );
    await deliverOutbox(t.app, smtp.url);
    // One batch of the worker is sent in no particular order: each e-mail is found by its subject.
    const name = parcelHumanName(request);
    const mails = mailsAbout(to, reference);
    const bySubject = (subject: string) => mails.filter((mail) => mail.subject === subject);
    const [booking] = bySubject(bookingConfirmedSubject(name));
    const [paid] = bySubject(paymentValidatedSubject(name));
    const [received] = bySubject(statusChangedSubject(name, "received"));
    expect(mails).toHaveLength(3);
    expect([booking, paid, received].every(Boolean)).toBe(true);
    expect(booking?.text).toContain(
      `Montant à payer${NBSP}: ${formatFcfa(priceFcfa)} (${formatEuros(priceCents)})`,
    );
    expect(paid?.text).toContain(`Lieu de dépôt${NBSP}: Agence Colibri, Lomé`);
    expect(paid?.text).toContain(
      `Date limite de dépôt${NBSP}: ${dropoffDeadlineText(deadline.toISOString(), "TG")}`,
    );
    // Received: nothing left to drop off.
    expect(received?.text).not.toContain("Lieu de dépôt");
    expect((await detail(yao, id)).dropoff).toBeNull();
    expect((await expectStatus(yao.get(`/api/parcels/${id}/payment`), 200)).json().dropoff).toBeNull();
  });
});
