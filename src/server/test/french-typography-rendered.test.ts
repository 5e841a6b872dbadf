import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { PDFPage } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { parseConfig } from "#server/config/config";
import { toPublicConfig } from "#server/config/public-config";
import {
  changeEmailMessage,
  resetPasswordMessage,
  signInAlertMessage,
  signInLinkMessage,
  verifyEmailMessage,
} from "#server/features/accounts/account-emails";
import { buildCustomsDeclaration } from "#server/features/departures/customs-declaration";
import { drawCustomsDeclaration } from "#server/features/departures/customs-declaration-pdf";
import { departureAlertEmail } from "#server/features/departures/departure-alert-email";
import type { ManifestParcel } from "#server/features/departures/departure-files.service";
import { departureMovedEmail } from "#server/features/departures/departure-moved-email";
import { dropoffReminderEmail } from "#server/features/departures/dropoff-reminder-email";
import { drawLabels } from "#server/features/departures/label-pdf";
import { buildManifest } from "#server/features/departures/manifest";
import { drawManifest } from "#server/features/departures/manifest-pdf";
import type { OutgoingEmail } from "#server/features/mail";
import { adminDigestEmail } from "#server/features/mail/admin-digest";
import { ceilingAlertEmail } from "#server/features/messaging/ceiling-alert";
import { type ParcelEmailKind, parcelStatusEmail } from "#server/features/money/parcel-emails";
import { groupedStatusEmail } from "#server/features/money/status-change-record";
import { adminAlertEmail } from "#server/features/parcels/admin-alert-emails";
import { bookingEmail } from "#server/features/parcels/booking-email";
import { notRecordedEmail } from "#server/features/payments/unrecorded-payments";
import { orderArrivedEmail } from "#server/features/shop-orders/order-arrived-message";
import { storageReminderEmail } from "#server/features/shop-orders/storage-reminders";
import { FONT_FILES } from "#server/pdf/pdf-document";
import { DEFAULT_TARIFF } from "#shared/pricing";
import type { PublicConfig } from "#shared/public-config";
import { PUBLIC_PAGE_SHELLS, PUBLIC_PAGES } from "#shared/public-pages";
import { htmlTexts } from "./html-text";
import { productSourceFiles } from "./source-files";
import { type Finding, findingsIn, formatFinding } from "./typography-report";

/**
 * The French typography of what the product renders (decision 074): every kind of e-mail, the
 * prerendered public pages and the label and manifest PDFs, through the checker of the sources
 * (french-typography.test.ts), as prose. Dates, times and values are the product's own formatting.
 */

const check = (where: string, texts: string[]): string[] => {
  const findings: Finding[] = texts.flatMap((text) => findingsIn(() => where, text, true, new Set()));
  return findings.map(formatFinding);
};

const emailFindings = (email: OutgoingEmail) => [
  ...check(`e-mail ${email.kind}, subject`, [email.subject]),
  ...check(`e-mail ${email.kind}, text`, email.text.split("\n")),
  ...check(`e-mail ${email.kind}, HTML`, htmlTexts(email.html)),
];

const person = { name: "Ama Koffi", email: "ama@example.com" };
const url = "https://colibri.example/lien?token=abc";
const parcel = {
  id: "pkg-01JDEMO0000000000000000001",
  reference: "CLB-4K7P-03",
  description: "Vêtements et chaussures pour la famille",
  fromCountry: "FR",
  toCountry: "TG",
  collectionCode: "482913",
};
const dropoff = {
  place: "Entrepôt Colibri, 12 rue de la Gare, 93000 Bobigny",
  deadline: "2026-11-29T17:30:00.000Z",
};
const PARCEL_EMAIL_KINDS: ParcelEmailKind[] = [
  "payment-validated",
  "status-changed",
  "status-corrected",
  "weighed-in-balance-due",
  "balance-validated",
  "balance-waived",
  "balance-refunded",
];

/** One of each kind the product sends, with every optional part present. */
function everyEmail(): OutgoingEmail[] {
  const account = [
    verifyEmailMessage,
    changeEmailMessage,
    signInLinkMessage,
    resetPasswordMessage,
    signInAlertMessage,
  ];
  const alert = {
    parcel: { ...parcel, priceCents: 2820, priceFcfa: 18471, preferredDate: "2026-12-01" },
    client: person,
    eventId: "proof-1",
    publicUrl: "https://colibri.example",
    transactionReference: "TM-123456",
  };
  const moved = {
    ...parcel,
    clientName: "Ama Koffi",
    clientEmail: "ama@example.com",
    trackingCode: "ABCD1234EFGH",
  };
  return [
    ceilingAlertEmail({ id: "admin-1", ...person }, "sms", 200, "2026-11-27", "https://colibri.example"),
    // 60 alerts: 50 listed, the rest counted.
    adminDigestEmail(
      person,
      Array.from({ length: 60 }, (_, n) => `Nouvelle demande confirmée\u00a0: Colis ${n} — Colibri`),
      "https://colibri.example",
      "admin-digest:1",
    ),
    ...account.map((message) => message(person, person.email, url)),
    ...PARCEL_EMAIL_KINDS.map((kind) =>
      parcelStatusEmail({
        kind,
        to: person.email,
        client: person,
        parcel,
        status: "in_delivery",
        note: "En cours de livraison finale",
        location: "Lomé",
        trackingUrl: "https://colibri.example/suivi/ABCD1234EFGH",
        details: ["Poids mesuré\u00a0: 2,5\u00a0kg"],
        // The invoice or credit note a money move issued (docs/product/accounting.md#documents).
        document: { title: "Facture n° 2026-000123", url: "https://colibri.example/paiement/pkg-1" },
      }),
    ),
    departureAlertEmail({
      alertId: "a-1",
      to: person.email,
      fromCountry: "FR",
      toCountry: "TG",
      dates: ["2026-12-01", "2026-12-15"],
      actionUrl: url,
      hasWaitingRequest: true,
      greeting: "Bonjour Ama Koffi,",
    }),
    departureMovedEmail({
      to: person.email,
      client: person,
      parcel,
      from: "2026-12-01",
      toDate: "2026-12-08",
      trackingUrl: url,
    }),
    groupedStatusEmail(
      person.email,
      person,
      [moved, { ...moved, id: "pkg-01JDEMO0000000000000000002" }] as never,
      {
        to: "in_transit",
        note: "En transit vers la destination",
        location: "Paris",
        publicUrl: "https://colibri.example",
      },
      () => "https://colibri.example/suivi/ABCD1234EFGH",
    ),
    ...[true, false].flatMap((dated) =>
      [true, false].map((payerInTogo) =>
        bookingEmail({
          to: person.email,
          client: person,
          parcel: {
            ...parcel,
            trackingCode: "ABCD1234EFGH",
            weightGrams: 2350,
            priceCents: dated ? 2820 : null,
            priceFcfa: dated ? 18471 : null,
            preferredDate: dated ? "2026-12-01" : null,
          },
          dropoff: dated ? dropoff : null,
          business: toPublicConfig(parseConfig({})).business,
          payerInTogo,
          publicUrl: "https://colibri.example",
          // Its online-payment lines, with and without.
          onlinePayment: payerInTogo,
        }),
      ),
    ),
    ...[false, true].map((proofReceived) =>
      dropoffReminderEmail({
        to: person.email,
        client: person,
        parcel: { ...parcel, trackingCode: "ABCD1234EFGH", paid: false, proofReceived },
        departure: { id: "d-1", date: "2026-12-01" },
        dropoff: { place: dropoff.place, deadline: dropoff.deadline },
        publicUrl: "https://colibri.example",
      }),
    ),
    adminAlertEmail({ ...alert, kind: "admin-proof-received" }, { id: "u-1", ...person }),
    adminAlertEmail({ ...alert, kind: "admin-new-request" }, { id: "u-1", ...person }),
    ...(["already_paid", "request_closed", "amount_changed", "mismatch"] as const).map((problem) =>
      notRecordedEmail(
        {
          row: {
            id: "opay-1",
            provider: "fedapay",
            providerTransactionId: "100001",
            amountFcfa: 15720,
          } as never,
          parcel: { ...parcel, clientName: person.name, clientEmail: person.email } as never,
          problem,
          publicUrl: "https://colibri.example",
        },
        { id: "u-1", ...person },
      ),
    ),
    ...(["paris", "lome"] as const).map((place) =>
      orderArrivedEmail(
        { id: "u-1", ...person, emailNotifications: true },
        {
          ...shopOrder,
          place,
          orderNumber: place === "paris" ? "402-1234567-1234567" : null,
        },
        "https://colibri.example",
      ),
    ),
    ...[7, 1, 0].map((storageDaysLeft) =>
      storageReminderEmail(
        person,
        { ...shopOrder, shopName: null, receivedAt: new Date("2026-10-20T09:00:00Z") },
        { storageEndsOn: "2026-12-04", storageDaysLeft },
        "https://colibri.example",
      ),
    ),
  ];
}

/** A received order as the shop orders' e-mails read it (docs/product/reception.md). */
const shopOrder = {
  id: "ord-1",
  shop: "amazon" as const,
  shopLabel: "Amazon",
  trackingNumber: "TBA123456789000",
  orderNumber: null,
  weightGrams: 1250,
  note: null,
  place: "paris" as const,
  receivedAt: "2026-10-20T09:00:00.000Z",
  photoUrls: ["/api/shop-orders/ord-1/photos/0"],
  storageEndsOn: "2026-12-04",
  storageDaysLeft: 45,
  contents: [],
  parcelId: null,
  parcelReference: null,
};

/** Files that build e-mails this test renders; a new one fails until it is added above. */
const EMAIL_FILES = [
  "src/server/features/accounts/account-emails.ts",
  "src/server/features/departures/departure-alert-email.ts",
  "src/server/features/departures/departure-moved-email.ts",
  "src/server/features/departures/dropoff-reminder-email.ts",
  "src/server/features/mail/admin-digest.ts",
  "src/server/features/messaging/ceiling-alert.ts",
  "src/server/features/money/parcel-emails.ts",
  "src/server/features/money/status-change-record.ts",
  "src/server/features/parcels/admin-alert-emails.ts",
  "src/server/features/parcels/booking-email.ts",
  "src/server/features/payments/unrecorded-payments.ts",
  "src/server/features/shop-orders/order-arrived-message.ts",
  "src/server/features/shop-orders/storage-reminders.ts",
];

describe("French typography of what the product renders", () => {
  it("every kind of e-mail: subject, text and HTML", () => {
    const emails = everyEmail();
    expect(emails.flatMap(emailFindings)).toEqual([]);
    const building = productSourceFiles(process.cwd()).filter(
      (file) => !file.endsWith("email-layout.ts") && readFileSync(file, "utf8").includes("renderEmail("),
    );
    expect(building.sort(), "a new file renders e-mails: add its e-mails to everyEmail()").toEqual(
      EMAIL_FILES,
    );
  });

  it("the prerendered public pages", async () => {
    // Loaded by its path, as the server loads the built one (http/prerendered-pages.ts): server code
    // imports no browser code, but this test renders what the browser gets.
    const entry = pathToFileURL(join(process.cwd(), "src/client/entry-server.tsx")).href;
    const { prerenderPage } = (await import(entry)) as {
      prerenderPage: (url: string, config: PublicConfig, template: string) => Promise<string>;
    };
    const config = toPublicConfig(parseConfig({}));
    const urls = [...PUBLIC_PAGES, ...PUBLIC_PAGE_SHELLS.map((shell) => shell.sample)];
    const findings: string[] = [];
    for (const page of urls) {
      const html = await prerenderPage(page, config, '<html><body><div id="root"></div></body></html>');
      findings.push(...check(`page ${page}`, htmlTexts(html)));
    }
    expect(findings).toEqual([]);
  });

  it("labels and manifests", async () => {
    const labelParcel: ManifestParcel = {
      ...parcel,
      trackingCode: "ABCD1234EFGH",
      weightGrams: 2500,
      measuredWeightGrams: 2750,
      departureDate: "2026-12-01",
      recipient: {
        name: "Afi Mensah",
        phone: "+22890123456",
        secondPhone: null,
        city: "Lomé",
        landmark: "Bè Kpota",
      },
      clientName: "Ama Koffi",
      clientEmail: "ama@example.com",
      clientPhone: "+33612345678",
      status: "received",
      priceCents: 3000,
      priceFcfa: 19650,
      paid: true,
      balanceCents: 300,
      balanceFcfa: 1965,
      balanceState: "due",
      settledCents: 0,
      settledFcfa: 0,
      reference: "CLB-4K7P-03",
      contents: [
        {
          id: "cnt-1",
          category: "clothing",
          description: "Robe en coton",
          quantity: 2,
          unitValueCents: 1500,
        },
        {
          id: "cnt-2",
          category: "documents",
          description: "Acte de naissance",
          quantity: 1,
          unitValueCents: 0,
        },
      ],
    };
    const departure = {
      id: "d-1",
      date: "2026-12-01",
      fromCountry: "FR",
      toCountry: "TG",
      capacityGrams: 40_000,
      state: "open" as const,
      dropoffPlace: "12 rue de la Paix, Paris",
      dropoffDeadline: "2026-11-29T17:30:00.000Z",
    };
    // What is drawn, not what a reader extracts: pdf.js and pdftotext both turn U+00A0 into a space.
    const drawn = vi.spyOn(PDFPage.prototype, "drawText");
    const texts = async (draw: () => Promise<Uint8Array>) => {
      drawn.mockClear();
      await draw();
      return drawn.mock.calls.map(([text]) => text);
    };
    const findings = [
      ...check(
        "label PDF",
        await texts(() => drawLabels([labelParcel], "a6", "https://colibri.example", "Étiquette")),
      ),
      ...check(
        "manifest PDF",
        await texts(() =>
          drawManifest(
            buildManifest(departure, [labelParcel], new Date("2026-11-26T17:30:00Z"), DEFAULT_TARIFF),
          ),
        ),
      ),
      ...check(
        "customs declaration PDF",
        await texts(() =>
          drawCustomsDeclaration(
            buildCustomsDeclaration(labelParcel, DEFAULT_TARIFF, new Date("2026-11-26T17:30:00Z")),
          ),
        ),
      ),
    ];
    drawn.mockRestore();
    expect(findings).toEqual([]);
  });

  it("the PDF fonts have both no-break spaces", () => {
    for (const file of Object.values(FONT_FILES)) {
      const font = fontkit.create(readFileSync(`src/server/${file}`)) as unknown as {
        hasGlyphForCodePoint: (codePoint: number) => boolean;
      };
      expect([0xa0, 0x202f].map((codePoint) => font.hasGlyphForCodePoint(codePoint))).toEqual([true, true]);
    }
  });
});
