import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, parcels, users } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { decodeQr, pageCount, pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DELETED_ACCOUNT } from "#shared/account-data";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import {
  departureLabelsUrl,
  NO_MANIFEST_PARCELS,
  parcelLabelUrl,
  shortParcelId,
} from "#shared/departures/departure-files";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

const PUBLIC_URL = "https://colibri.example";
const MM = 72 / 25.4;

/** Three hundred characters, the most a landmark may have (RECIPIENT_LANDMARK_MAX_LENGTH). */
const LONG_LANDMARK =
  "Quartier Komah, après le grand marché central en venant de la gare routière, prendre la deuxième rue à droite juste après la station Total et la boutique de pagnes de Tante Akossiwa, maison à étage avec un portail vert et une antenne parabolique sur le toit, sonner deux fois et demander Yao";
const UNBROKEN_WORD = "Derrièrelecollègeprotestantàcôtédelapharmaciedelagareroutièreduquartier";

/** The PDF's text lines (pdf.js reads U+00A0 and U+202F back as plain spaces). */
const linesOf = (text: string) => text.split("\n");

describe.each(testDatabaseKinds)("parcel labels on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let departureId: string;
  let emptyDepartureId: string;
  let labelled: (typeof parcels.$inferSelect)[];
  let rejected: typeof parcels.$inferSelect;
  let crowded: typeof parcels.$inferSelect;
  let unbroken: typeof parcels.$inferSelect;
  let orphan: typeof parcels.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL } });
    const db = t.database.db;
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, "zoe@mail.com");
    const clientId = await userIdOf(db, "zoe@mail.com");
    await db.update(users).set({ name: "Zoé Kpélim", phone: "+33612345678" }).where(eq(users.id, clientId));
    departureId = newId();
    emptyDepartureId = newId();
    await db.insert(departures).values([
      { id: departureId, date: "2026-12-05", fromCountry: "FR", toCountry: "TG", capacityGrams: 40_000 },
      { id: emptyDepartureId, date: "2026-12-12", fromCountry: "FR", toCountry: "TG" },
    ]);
    const start = Date.now() - 60_000;
    const descriptions = [
      "Vêtements d'été pour Amélie",
      "Pièces détachées de mobylette",
      "Livres scolaires",
      "Épices et café",
      "Chaussures",
    ];
    labelled = [];
    for (const [index, description] of descriptions.entries()) {
      labelled.push(
        await insertRequestedParcel(db, {
          clientId,
          description,
          status: "accepted",
          paid: true,
          departureId: departureId,
          preferredDate: "2026-12-05",
          weightGrams: 3_500,
          createdAt: new Date(start + index * 1000),
          // The first parcel names its recipient in Lomé; the others were requested before recipients.
          ...(index === 0
            ? { recipientName: "Afi Mensah", recipientPhone: "+22890123456", recipientCity: "Lomé" }
            : {}),
        }),
      );
    }
    rejected = await insertRequestedParcel(db, {
      clientId,
      status: "rejected",
      departureId: departureId,
      createdAt: new Date(start + 10_000),
    });
    // The second parcel was weighed at reception: its label shows the measured weight.
    await db
      .update(parcels)
      .set({ measuredWeightGrams: 4_200, status: "received" })
      .where(eq(parcels.id, labelled[1]?.id ?? ""));

    // A recipient who fills the label: a long name, two phones, a landmark of 300 characters.
    crowded = await insertRequestedParcel(db, {
      clientId,
      description: "Pagnes",
      recipientName: "Marie-Christine Amavi Akouavi Dzifa Agbodjan-Kouassi épouse Lawson",
      recipientPhone: "+22890123456",
      recipientCity: "Sokodé, préfecture de Tchaoudjo, région Centrale",
      recipientLandmark: LONG_LANDMARK,
    });
    await db.update(parcels).set({ recipientSecondPhone: "+22899887766" }).where(eq(parcels.id, crowded.id));
    unbroken = await insertRequestedParcel(db, {
      clientId,
      description: "Pagnes",
      recipientName: "Afi",
      recipientPhone: "+22890123456",
      recipientCity: "Lomé",
      recipientLandmark: UNBROKEN_WORD,
    });
    // A parcel kept after its client deleted the account: no client any more.
    await confirmedAccount(t.app, "parti@mail.com");
    const leaving = await userIdOf(db, "parti@mail.com");
    orphan = await insertRequestedParcel(db, { clientId: leaving, description: "Épices" });
    await db.update(parcels).set({ clientId: null }).where(eq(parcels.id, orphan.id));
    await db.delete(users).where(eq(users.id, leaving));
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestBrowser | null = admin) => send(t.app, who, "GET", url);
  const first = () => labelled[0] as typeof parcels.$inferSelect;

  it("prints one parcel's A6 label: real text with accents, name, reference, route, weight, date, code", async () => {
    const response = await expectStatus(get(parcelLabelUrl(first().id)), 200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="etiquette-${shortParcelId(first().id)}-a6.pdf"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width / MM), Math.round(height / MM)]).toEqual([105, 148]);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      // The parcel's reference, the one its client pays with and reads in e-mails (decision 100).
      `Colibri N° ${first().reference}`,
      "France → Togo",
      // The recipient: name, phone, city, each on its own line.
      "Destinataire\nAfi Mensah\n+228 90 12 34 56\nLomé",
      // The sender: the client's name and phone.
      "Expéditeur\nZoé Kpélim\n+33 6 12 34 56 78",
      // Wrapped in the column beside the QR code.
      "Colis\nVêtements d'été pour\nAmélie",
      "Poids\n3,5 kg (déclaré)",
      "Départ\nsamedi\n5 décembre 2026",
      `Suivi : ${first().trackingCode}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("gives a long recipient every line it needs: phones whole, the landmark whole, no '…'", async () => {
    const response = await expectStatus(get(parcelLabelUrl(crowded.id)), 200);
    const text = await pdfText(response.rawPayload);
    const lines = linesOf(text);
    // Each phone number on one line, never cut: both on one line, or one a line.
    const phones = lines.filter((line) => line.includes("+228"));
    expect([
      ["+228 90 12 34 56 · +228 99 88 77 66"],
      ["+228 90 12 34 56", "+228 99 88 77 66"],
    ]).toContainEqual(phones);
    // The landmark wraps at its spaces over as many lines as it takes, and nothing of it is cut.
    const from = lines.findIndex((line) => line.startsWith("Quartier Komah"));
    const landmark = lines.slice(from, from + 10).join(" ");
    expect(landmark.startsWith(LONG_LANDMARK)).toBe(true);
    expect(text).toContain("Marie-Christine Amavi Akouavi Dzifa");
    expect(text).not.toContain("…");
    expect(await decodeQr(response.rawPayload)).toEqual([`${PUBLIC_URL}/suivi/${crowded.trackingCode}`]);
  });

  it("breaks a word longer than the label's width between its characters, losing none", async () => {
    const response = await expectStatus(get(parcelLabelUrl(unbroken.id)), 200);
    const lines = linesOf(await pdfText(response.rawPayload));
    const from = lines.findIndex((line) => line.startsWith("Derrière"));
    expect(from).toBeGreaterThan(0);
    expect(lines[from]?.length).toBeLessThan(UNBROKEN_WORD.length);
    expect(
      lines
        .slice(from, from + 3)
        .join("")
        .startsWith(UNBROKEN_WORD),
    ).toBe(true);
  });

  it("prints what is known of the sender of a parcel whose account was deleted", async () => {
    const response = await expectStatus(get(parcelLabelUrl(orphan.id)), 200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Expéditeur\n${DELETED_ACCOUNT}\nColis\nÉpices`);
    expect(text).toContain("Destinataire\n—");
  });

  it("shows the measured weight of a weighed parcel", async () => {
    const response = await expectStatus(get(parcelLabelUrl(labelled[1]?.id ?? "")), 200);
    expect(await pdfText(response.rawPayload)).toContain("4,2 kg (pesé)");
  });

  it("carries a QR code of the public tracking link, decodable from the PDF's own image", async () => {
    const response = await expectStatus(get(parcelLabelUrl(first().id)), 200);
    expect(await decodeQr(response.rawPayload)).toEqual([`${PUBLIC_URL}/suivi/${first().trackingCode}`]);
  });

  it("prints a departure's labels, refused parcels left out, by creation: A6 one a page, A4 four a sheet", async () => {
    const a6 = await expectStatus(get(departureLabelsUrl(departureId, "a6")), 200);
    expect(await pageCount(a6.rawPayload)).toBe(5);
    expect(a6.headers["content-disposition"]).toBe(
      'attachment; filename="etiquettes-2026-12-05-FR-TG-a6.pdf"',
    );
    const a4 = await expectStatus(get(departureLabelsUrl(departureId, "a4")), 200);
    const sheets = await PDFDocument.load(a4.rawPayload);
    expect(sheets.getPageCount()).toBe(2);
    const { width, height } = sheets.getPage(0).getSize();
    expect([Math.round(width / MM), Math.round(height / MM)]).toEqual([210, 297]);
    const text = await pdfText(a4.rawPayload);
    const positions = labelled.map((parcel) => text.indexOf(parcel.trackingCode));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain(rejected.trackingCode);
    // Each label of the sheet has its own QR code, with its own link.
    expect((await decodeQr(a4.rawPayload, 0)).sort()).toEqual(
      labelled
        .slice(0, 4)
        .map((parcel) => `${PUBLIC_URL}/suivi/${parcel.trackingCode}`)
        .sort(),
    );
  });

  it("answers an unknown parcel or departure with 404, a departure without parcels with 409, a bad format with 400", async () => {
    const unknownParcel = await expectStatus(get(parcelLabelUrl("pkg-inconnu")), 404);
    expect(unknownParcel.json().message).toBe(PARCEL_NOT_FOUND);
    const unknownDeparture = await expectStatus(get(departureLabelsUrl(newId())), 404);
    expect(unknownDeparture.json().message).toBe(DEPARTURE_NOT_FOUND);
    // A parcel's id is not a departure's.
    await expectStatus(get(departureLabelsUrl(first().id)), 404);
    const empty = await expectStatus(get(departureLabelsUrl(emptyDepartureId)), 409);
    expect(empty.json().message).toBe(NO_MANIFEST_PARCELS);
    await expectStatus(get(`/api/admin/parcels/${first().id}/label.pdf?format=a5`), 400);
  });

  it("is for the administration only: a client gets 403 even for their own parcel, a visitor 401", async () => {
    await expectStatus(get(parcelLabelUrl(first().id), client), 403);
    await expectStatus(get(departureLabelsUrl(departureId), client), 403);
    await expectStatus(get(parcelLabelUrl(first().id), null), 401);
    await expectStatus(get(departureLabelsUrl(departureId), null), 401);
  });
});
