import { eq, inArray } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { contentItems, departures, parcels, users } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { parseCsv } from "#server/test/csv-test-kit";
import { insertRequestedParcel, insertSettlement } from "#server/test/parcel-test-data";
import { pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DELETED_ACCOUNT } from "#shared/account-data";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import {
  departureLabelsUrl,
  departureManifestUrl,
  isOnManifest,
  labelNumber,
  NO_MANIFEST_PARCELS,
} from "#shared/departures/departure-files";
import { PARCEL_STATUSES } from "#shared/parcels/status";

/** The CSV read back: its header row, then each row as a record by column title. */
function readCsv(bytes: Buffer): { header: string[]; rows: Record<string, string>[] } {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rest] = parseCsv(bytes.toString("utf8").slice(1));
  for (const cells of rest) expect(cells).toHaveLength(header.length);
  return {
    header,
    rows: rest.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]))),
  };
}

/** A description of several lines' worth, and one long word with no space to break at. */
const LONG_DESCRIPTION =
  "Deux cartons de vêtements d'enfants, chaussures de sport, cahiers et fournitures scolaires pour la rentrée, une petite radio à piles et des médicaments (paracétamol, pansements), fin du carton";
const UNBROKEN_WORD = "Piècesdétachéesdemobylettesansaucuneespacepourvoirlacoupure";
/** Robe en coton × 2 at 15 € and baskets at 45 €: 75 € declared, 49 125 FCFA at 655 FCFA per euro. */
const AMELIE_CONTENTS = [
  { category: "clothing", description: "Robe en coton", quantity: 2, unitValueCents: 1500 },
  { category: "shoes", description: "Baskets de sport", quantity: 1, unitValueCents: 4500 },
] as const;
const LONG_LANDMARK =
  "Quartier Bè Kpota, derrière la pharmacie du Bon Pasteur, portail bleu en face de l'école primaire publique";

describe.each(testDatabaseKinds)("departure manifest on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let departureId: string;
  let emptyId: string;
  let ids: {
    amelie: string;
    formula: string;
    multiline: string;
    deleted: string;
    rejected: string;
    unpaid: string;
    receivedUnpaid: string;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, "zoe@mail.com");
    const zoe = await userIdOf(db, "zoe@mail.com");
    await db.update(users).set({ name: "Zoé Kpélim", phone: "+33612345678" }).where(eq(users.id, zoe));
    await confirmedAccount(t.app, "parti@mail.com");
    const leaving = await userIdOf(db, "parti@mail.com");
    departureId = newId();
    emptyId = newId();
    await db.insert(departures).values([
      {
        id: departureId,
        date: "2026-12-05",
        fromCountry: "FR",
        toCountry: "TG",
        capacityGrams: 40_000,
        dropoffPlace: "12 rue de la Paix, Paris",
        dropoffDeadline: new Date("2026-12-03T17:30:00Z"),
      },
      { id: emptyId, date: "2026-12-12", fromCountry: "FR", toCountry: "TG" },
    ]);
    const start = Date.now() - 60_000;
    const parcel = async (index: number, description: string, clientId = zoe, paid = true) =>
      (
        await insertRequestedParcel(db, {
          clientId,
          description,
          status: "accepted",
          paid,
          departureId: departureId,
          preferredDate: "2026-12-05",
          weightGrams: 2_000,
          priceCents: 2_400,
          priceFcfa: 15_720,
          createdAt: new Date(start + index * 1000),
        })
      ).id;
    ids = {
      amelie: await parcel(0, LONG_DESCRIPTION),
      formula: await parcel(1, '=HYPERLINK("http://pirate.example";"Cliquez")'),
      multiline: await parcel(2, "Deux cartons; l'un \"fragile\"\nl'autre non"),
      deleted: await parcel(3, "Épices et café", leaving),
      rejected: await parcel(4, "Refusé au dépôt"),
      // Accepted, never paid nor received: not on the manifest.
      unpaid: await parcel(5, "Jamais payé ni reçu", zoe, false),
      // Received at the depot, not paid yet: on it.
      receivedUnpaid: await parcel(6, UNBROKEN_WORD, zoe, false),
    };
    // Amélie's parcel was weighed at 5,4 kg: 35 370 FCFA in all, 6 € and 3 930 FCFA are left to pay.
    await db
      .update(parcels)
      .set({
        status: "received",
        recipientName: "Afi Mensah",
        recipientPhone: "+22890123456",
        recipientSecondPhone: "+22899887766",
        recipientCity: "Lomé",
        recipientLandmark: LONG_LANDMARK,
        measuredWeightGrams: 5_400,
        priceCents: 5_400,
        priceFcfa: 35_370,
        balanceCents: 600,
        balanceFcfa: 3_930,
        balanceState: "due",
      })
      .where(eq(parcels.id, ids.amelie));
    // Amélie's contents, as the wizard writes them (docs/product/contents-and-customs.md#contents).
    await db.insert(contentItems).values([
      { ...AMELIE_CONTENTS[0], id: newId("cnt"), parcelId: ids.amelie, position: 0 },
      { ...AMELIE_CONTENTS[1], id: newId("cnt"), parcelId: ids.amelie, position: 1 },
    ]);
    await db.update(parcels).set({ status: "received" }).where(eq(parcels.id, ids.receivedUnpaid));
    // Refused after it was paid (a cancelled request is refused too): never on the manifest.
    await db.update(parcels).set({ status: "rejected" }).where(eq(parcels.id, ids.rejected));
    // The formula parcel was weighed lighter: 3 € to give back.
    await db
      .update(parcels)
      .set({ status: "received", balanceCents: -300, balanceFcfa: -1_965, balanceState: "refund_due" })
      .where(eq(parcels.id, ids.formula));
    // The client of the fourth parcel deleted the account: the paid parcel stays, anonymised.
    await db.update(parcels).set({ clientId: null }).where(eq(parcels.id, ids.deleted));
    await db.delete(users).where(eq(users.id, leaving));
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestBrowser | null = admin) => send(t.app, who, "GET", url);
  const listed = () => [ids.amelie, ids.formula, ids.multiline, ids.deleted, ids.receivedUnpaid];
  /** The numbers the manifest prints for these parcels, as their labels do (their references). */
  const numbersOf = async (parcelIds: string[]) => {
    const rows = await t.database.db
      .select({ id: parcels.id, reference: parcels.reference })
      .from(parcels)
      .where(inArray(parcels.id, parcelIds));
    const byId = new Map(rows.map((row) => [row.id, labelNumber(row)]));
    return parcelIds.map((id) => byId.get(id) ?? id);
  };

  it("writes a CSV a spreadsheet reads: BOM, one header row, one column per field, `;`, CRLF", async () => {
    const response = await expectStatus(get(departureManifestUrl(departureId, "csv")), 200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="manifeste-2026-12-05-FR-TG.csv"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const { header, rows } = readCsv(response.rawPayload);
    expect(header).toEqual([
      "N°",
      "Code de suivi",
      "Client",
      "E-mail client",
      "Téléphone client",
      "Destinataire",
      "Téléphone destinataire",
      "Second téléphone destinataire",
      "Ville",
      "Quartier, repère",
      "Description",
      "Poids déclaré (kg)",
      "Poids mesuré (kg)",
      "Poids retenu (kg)",
      "Prix (€)",
      "Prix (FCFA)",
      "Payé",
      "Complément",
      "Complément (€)",
      "Complément (FCFA)",
      "Compléments réglés (€)",
      "Compléments réglés (FCFA)",
      "Statut",
      "Contenu",
      "Valeur déclarée (€)",
      "Valeur déclarée (FCFA)",
    ]);
    // The parcels received or paid, oldest first, and nothing else: no title, no totals row.
    expect(rows.map((row) => row["N°"])).toEqual(await numbersOf(listed()));
    const [amelie, formula, multiline, deleted, receivedUnpaid] = rows;
    expect(amelie).toEqual({
      "N°": (await numbersOf([ids.amelie]))[0],
      "Code de suivi": expect.stringMatching(/^[0-9A-Z]{12}$/),
      Client: "Zoé Kpélim",
      "E-mail client": "zoe@mail.com",
      // Every phone starts with '+', which a spreadsheet would run as a formula: disarmed.
      "Téléphone client": "'+33 6 12 34 56 78",
      Destinataire: "Afi Mensah",
      "Téléphone destinataire": "'+228 90 12 34 56",
      "Second téléphone destinataire": "'+228 99 88 77 66",
      Ville: "Lomé",
      "Quartier, repère": LONG_LANDMARK,
      Description: LONG_DESCRIPTION,
      "Poids déclaré (kg)": "2",
      "Poids mesuré (kg)": "5,4",
      "Poids retenu (kg)": "5,4",
      // Bare numbers a spreadsheet adds up: no thousands separator, no unit.
      "Prix (€)": "54,00",
      "Prix (FCFA)": "35370",
      Payé: "Oui",
      Complément: "Reste à payer",
      "Complément (€)": "6,00",
      "Complément (FCFA)": "3930",
      "Compléments réglés (€)": "",
      "Compléments réglés (FCFA)": "",
      Statut: "Reçu",
      // Each line with its category and unit value; the declared value as numbers to add up.
      Contenu:
        "Robe en coton\u00a0×\u00a02 (Vêtements, 15,00\u00a0€ l'unité) | Baskets de sport\u00a0×\u00a01 (Chaussures, 45,00\u00a0€ l'unité)",
      "Valeur déclarée (€)": "75,00",
      "Valeur déclarée (FCFA)": "49125",
    });
    expect(formula?.Description).toBe('\'=HYPERLINK("http://pirate.example";"Cliquez")');
    // A refund is a negative number, not a formula to disarm.
    expect(formula).toMatchObject({
      Complément: "À rembourser",
      "Complément (€)": "-3,00",
      "Complément (FCFA)": "-1965",
    });
    expect(multiline?.Description).toBe("Deux cartons; l'un \"fragile\"\nl'autre non");
    expect(multiline).toMatchObject({
      "Poids mesuré (kg)": "",
      Complément: "",
      Destinataire: "",
      Statut: "Accepté",
    });
    expect(deleted).toMatchObject({ Client: DELETED_ACCOUNT, "E-mail client": "", "Téléphone client": "" });
    expect(receivedUnpaid).toMatchObject({ Description: UNBROKEN_WORD, Payé: "Non", Statut: "Reçu" });
    // A parcel without a contents list leaves the three cells empty.
    expect(receivedUnpaid).toMatchObject({
      Contenu: "",
      "Valeur déclarée (€)": "",
      "Valeur déclarée (FCFA)": "",
    });
    const text = response.rawPayload.toString("utf8");
    expect(text).not.toContain("Refusé au dépôt");
    expect(text).not.toContain("Jamais payé ni reçu");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("prints the same parcels as an A4 landscape PDF: cells wrapped, never cut, French amounts, totals of that list", async () => {
    const response = await expectStatus(get(departureManifestUrl(departureId, "pdf")), 200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="manifeste-2026-12-05-FR-TG.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    const flat = text.replaceAll("\n", " ");
    expect(text).toContain("Manifeste — samedi 5 décembre 2026 — France → Togo");
    // pdf.js reads the no-break spaces back as plain spaces.
    expect(text).toContain(
      "Capacité : 40 kg · Dépôt avant le jeudi 3 décembre, 18 h 30 · État : Ouvert · Lieu de dépôt : 12 rue de la Paix, Paris · 5 colis reçus ou payés",
    );
    expect(text).toMatch(/Édité le \S+ \d+ \S+ 20\d\d à \d+ h( \d\d)?/);
    for (const number of await numbersOf(listed())) expect(text).toContain(number);
    for (const number of await numbersOf([ids.rejected, ids.unpaid])) expect(text).not.toContain(number);
    expect(text).toContain(DELETED_ACCOUNT);
    // Wrapped at its spaces, whole; the unbroken word cut between characters, whole too.
    expect(flat).toContain(LONG_DESCRIPTION);
    expect(text.replaceAll("\n", "")).toContain(UNBROKEN_WORD);
    expect(flat).toContain(`Lomé, ${LONG_LANDMARK}`);
    expect(text).not.toContain("…");
    // Each phone number on one line.
    for (const phone of ["+228 90 12 34 56", "+228 99 88 77 66", "+33 6 12 34 56 78"])
      expect(text.split("\n")).toContain(phone);
    expect(text).toContain("54,00 €\n35 370 FCFA");
    expect(text).toContain("Reste à payer\n6,00 € / 3 930 FCFA");
    // The contents under the description, the declared value in both currencies.
    expect(text).toContain("Robe en coton × 2\nBaskets de sport × 1");
    expect(text).toContain("75,00 €\n49 125 FCFA");
    // Totals of the five parcels listed: declared 75 € (the one list), 5,4 + 4 × 2 kg, 54 € + 4 × 24 €,
    // 35 370 + 4 × 15 720 FCFA.
    expect(text).toMatch(/Total\n5 colis\s+75,00 €\n49 125 FCFA\s+13,4\s+150,00 €\n98 250 FCFA/);
  });

  it("lists exactly the parcels received or later, or paid — never refused — for every status", async () => {
    const db = t.database.db;
    const matrixId = newId();
    await db
      .insert(departures)
      .values({ id: matrixId, date: "2026-12-19", fromCountry: "FR", toCountry: "TG" });
    const zoe = await userIdOf(db, "zoe@mail.com");
    const made: {
      description: string;
      trackingCode: string;
      status: (typeof PARCEL_STATUSES)[number];
      paid: boolean;
    }[] = [];
    for (const status of PARCEL_STATUSES) {
      for (const paid of [false, true]) {
        const description = `Colis ${status} ${paid ? "payé" : "non payé"}`;
        const row = await insertRequestedParcel(db, {
          clientId: zoe,
          departureId: matrixId,
          status,
          paid,
          description,
        });
        made.push({ description, trackingCode: row.trackingCode, status, paid });
      }
    }
    const csv = readCsv((await expectStatus(get(departureManifestUrl(matrixId, "csv")), 200)).rawPayload);
    const expected = made.filter(isOnManifest).map((parcel) => parcel.description);
    expect(csv.rows.map((row) => row.Description).sort()).toEqual([...expected].sort());
    // received, in_transit, in_delivery, delivered whether paid or not; pending and accepted once paid.
    expect(expected).toHaveLength(10);
    const pdf = await pdfText(
      (await expectStatus(get(departureManifestUrl(matrixId, "pdf")), 200)).rawPayload,
    );
    for (const parcel of made) {
      expect(pdf.includes(parcel.description), parcel.description).toBe(
        expected.includes(parcel.description),
      );
    }
    expect(pdf).toContain("Total\n10 colis");
    // The departure's labels print the very same parcels (docs/product/departures.md#on-file).
    const labels = await pdfText(
      (await expectStatus(get(departureLabelsUrl(matrixId, "a6")), 200)).rawPayload,
    );
    for (const parcel of made) {
      expect(labels.includes(parcel.trackingCode), parcel.description).toBe(
        expected.includes(parcel.description),
      );
    }
  });

  it("answers 409 when no parcel of the departure is received or paid, and lists it once paid", async () => {
    const db = t.database.db;
    const zoe = await userIdOf(db, "zoe@mail.com");
    const waiting = await insertRequestedParcel(db, {
      clientId: zoe,
      departureId: emptyId,
      status: "accepted",
    });
    for (const kind of ["csv", "pdf"] as const) {
      const response = await expectStatus(get(departureManifestUrl(emptyId, kind)), 409);
      expect(response.json().message).toBe(NO_MANIFEST_PARCELS);
    }
    // Once paid, it is listed: one parcel, in the singular.
    await db.update(parcels).set({ paid: true }).where(eq(parcels.id, waiting.id));
    const pdf = await pdfText(
      (await expectStatus(get(departureManifestUrl(emptyId, "pdf")), 200)).rawPayload,
    );
    expect(pdf).toContain("État : Ouvert · 1 colis reçu ou payé\n");
  });

  it("repeats the table's header on every page and never splits a row over two pages", async () => {
    const db = t.database.db;
    const crowdedId = newId();
    await db
      .insert(departures)
      .values({ id: crowdedId, date: "2026-12-26", fromCountry: "FR", toCountry: "TG" });
    const zoe = await userIdOf(db, "zoe@mail.com");
    const made: string[] = [];
    for (let index = 0; index < 45; index++) {
      const parcel = await insertRequestedParcel(db, {
        clientId: zoe,
        departureId: crowdedId,
        status: "received",
        // Rows of different heights, so that page breaks fall at many places of a row.
        description: `Début-${index} ${"cartons de vêtements et chaussures ".repeat(index % 7)}fin-${index}`,
      });
      made.push(labelNumber(parcel));
    }
    const response = await expectStatus(get(departureManifestUrl(crowdedId, "pdf")), 200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const pages = (await extractText(pdf)).text;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain("N° / suivi Client Destinataire Description");
    for (const [index, shortId] of made.entries()) {
      const page = pages.find((each) => each.includes(shortId));
      expect(page, shortId).toContain(`Début-${index} `);
      expect(page, shortId).toContain(`fin-${index}`);
    }
    expect(pages.at(-1)).toContain("45 colis");
  });

  it("totals every balance paid, a parcel weighed twice after a reset included, minus refunds", async () => {
    const db = t.database.db;
    const departure = newId();
    await db
      .insert(departures)
      .values({ id: departure, date: "2027-01-02", fromCountry: "FR", toCountry: "TG" });
    const zoe = await userIdOf(db, "zoe@mail.com");
    const paid = { clientId: zoe, departureId: departure, status: "received", paid: true } as const;
    // 6 € paid at the first weigh-in, 3 € more at the second; another parcel refunded 1,50 €.
    const twice = await insertRequestedParcel(db, paid);
    await insertSettlement(db, twice.id, { kind: "paid", cents: 600, fcfa: 3930 });
    await insertSettlement(db, twice.id, { kind: "paid", cents: 300, fcfa: 1965 });
    const lighter = await insertRequestedParcel(db, paid);
    await insertSettlement(db, lighter.id, { kind: "refunded", cents: -150, fcfa: -983 });
    // Waived: no money.
    const waived = await insertRequestedParcel(db, paid);
    await insertSettlement(db, waived.id, { kind: "waived", cents: 600, fcfa: 3930, note: "Geste" });
    const csv = readCsv((await expectStatus(get(departureManifestUrl(departure, "csv")), 200)).rawPayload);
    expect(csv.rows.map((row) => [row["Compléments réglés (€)"], row["Compléments réglés (FCFA)"]])).toEqual([
      ["9,00", "5895"],
      ["-1,50", "-983"],
      ["", ""],
    ]);
    const pdf = await pdfText(
      (await expectStatus(get(departureManifestUrl(departure, "pdf")), 200)).rawPayload,
    );
    // In the totals row, wrapped between whole words (never 'Complémen ts'), 4 912 FCFA in French.
    expect(pdf.replaceAll("\n", " ")).toContain("Total 3 colis");
    expect(pdf.replaceAll("\n", " ")).toContain("Compléments réglés : 7,50 € / 4 912 FCFA");
    expect(pdf).toMatch(/(^|\n)Compléments( réglés :)?\n/);
  });

  it("answers another id with 404, a client with 403 and a visitor with 401", async () => {
    const unknown = await expectStatus(get(departureManifestUrl(ids.amelie, "csv")), 404);
    expect(unknown.json().message).toBe(DEPARTURE_NOT_FOUND);
    await expectStatus(get(departureManifestUrl(newId(), "pdf")), 404);
    await expectStatus(get(departureManifestUrl(departureId, "csv"), client), 403);
    await expectStatus(get(departureManifestUrl(departureId, "pdf"), client), 403);
    await expectStatus(get(departureManifestUrl(departureId, "csv"), null), 401);
    await expectStatus(get(departureManifestUrl(departureId, "pdf"), null), 401);
  });
});
