import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, parcels, users } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { asExtracted, decodeQr, pageCount, pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import {
  departureLabelsUrl,
  NO_PARCELS_ON_DEPARTURE,
  parcelLabelUrl,
  shortParcelId,
} from "#shared/departures/departure-files";
import { shortDescription } from "#shared/parcels/parcel-name";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

const PUBLIC_URL = "https://colibri.example";
const MM = 72 / 25.4;

describe.each(testDatabaseKinds)("parcel labels on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let departureId: string;
  let emptyDepartureId: string;
  let labelled: (typeof parcels.$inferSelect)[];
  let rejected: typeof parcels.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL } });
    const db = t.database.db;
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, "zoe@mail.com");
    const clientId = await userIdOf(db, "zoe@mail.com");
    await db.update(users).set({ name: "Zoé Kpélim" }).where(eq(users.id, clientId));
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
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestBrowser | null = admin) => send(t.app, who, "GET", url);
  const first = () => labelled[0] as typeof parcels.$inferSelect;

  it("prints one parcel's A6 label: real text with accents, name, short id, route, weight, date, code", async () => {
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
      "Colibri",
      shortDescription("Vêtements d'été pour Amélie"),
      `N° ${shortParcelId(first().id)}`,
      "France → Togo",
      "3,5 kg (déclaré)",
      // Wrapped after the phone on the label's width.
      "Destinataire : Afi Mensah · +228 90 12 34 56 ·\nLomé",
      "samedi 5 décembre 2026",
      `Suivi : ${first().trackingCode}`,
    ]) {
      expect(text).toContain(asExtracted(expected));
    }
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
    expect(empty.json().message).toBe(NO_PARCELS_ON_DEPARTURE);
    await expectStatus(get(`/api/admin/parcels/${first().id}/label.pdf?format=a5`), 400);
  });

  it("is for the administration only: a client gets 403 even for their own parcel, a visitor 401", async () => {
    await expectStatus(get(parcelLabelUrl(first().id), client), 403);
    await expectStatus(get(departureLabelsUrl(departureId), client), 403);
    await expectStatus(get(parcelLabelUrl(first().id), null), 401);
    await expectStatus(get(departureLabelsUrl(departureId), null), 401);
  });
});
