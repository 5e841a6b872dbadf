import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, parcels, users } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel, insertSettlement } from "#server/test/parcel-test-data";
import { pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { DELETED_ACCOUNT } from "#shared/account-data";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import { departureManifestUrl, shortParcelId } from "#shared/departures/departure-files";
import { formatEuros, formatFcfa } from "#shared/pricing";

/**
 * RFC 4180 read back with `;`: quoted fields, doubled quotes, CRLF or LF inside quotes. Written here
 * rather than taken from the code under test, so a mistake in the writer cannot hide itself.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  if (field || row.length) throw new Error("the last line has no CRLF");
  return rows;
}

describe.each(testDatabaseKinds)("departure manifest on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let departureId: string;
  let ids: { amelie: string; formula: string; multiline: string; deleted: string; rejected: string };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, "zoe@mail.com");
    const zoe = await userIdOf(db, "zoe@mail.com");
    await db.update(users).set({ name: "Zoé Kpélim" }).where(eq(users.id, zoe));
    await confirmedAccount(t.app, "parti@mail.com");
    const leaving = await userIdOf(db, "parti@mail.com");
    departureId = newId();
    await db.insert(departures).values([
      {
        id: departureId,
        date: "2026-12-05",
        fromCountry: "FR",
        toCountry: "TG",
        capacityGrams: 40_000,
        dropoffPlace: "12 rue de la Paix, Paris",
      },
      { id: newId(), date: "2026-12-12", fromCountry: "FR", toCountry: "TG" },
    ]);
    const start = Date.now() - 60_000;
    const parcel = async (index: number, description: string, clientId = zoe) =>
      (
        await insertRequestedParcel(db, {
          clientId,
          description,
          status: "accepted",
          paid: true,
          departureId: departureId,
          preferredDate: "2026-12-05",
          weightGrams: 2_000,
          priceCents: 2_400,
          priceFcfa: 15_720,
          createdAt: new Date(start + index * 1000),
        })
      ).id;
    ids = {
      amelie: await parcel(0, "Vêtements d'été pour Amélie"),
      formula: await parcel(1, '=HYPERLINK("http://pirate.example";"Cliquez")'),
      multiline: await parcel(2, "Deux cartons ; l'un \"fragile\"\nl'autre non"),
      deleted: await parcel(3, "Épices et café", leaving),
      rejected: await parcel(4, "Refusé au dépôt"),
    };
    // Amélie's parcel was weighed at 2,5 kg: 6 € and 3 930 FCFA are left to pay.
    await db
      .update(parcels)
      .set({
        status: "received",
        recipientName: "Afi Mensah",
        recipientPhone: "+22890123456",
        recipientCity: "Lomé",
        recipientLandmark: "Bè Kpota",
        measuredWeightGrams: 2_500,
        balanceCents: 600,
        balanceFcfa: 3_930,
        balanceState: "due",
      })
      .where(eq(parcels.id, ids.amelie));
    await db.update(parcels).set({ status: "rejected" }).where(eq(parcels.id, ids.rejected));
    // The client of the fourth parcel deleted the account: the paid parcel stays, anonymised.
    await db.update(parcels).set({ clientId: null }).where(eq(parcels.id, ids.deleted));
    await db.delete(users).where(eq(users.id, leaving));
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestBrowser | null = admin) => send(t.app, who, "GET", url);

  it("writes a CSV Excel-FR opens: BOM, `;`, CRLF, accents, French numbers, totals, disarmed formulas", async () => {
    const response = await expectStatus(get(departureManifestUrl(departureId, "csv")), 200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="manifeste-2026-12-05-FR-TG.csv"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [title, details, blank, header, ...rest] = parseCsv(text.slice(1));
    expect(title).toEqual(["Manifeste — samedi 5 décembre 2026 — France → Togo"]);
    expect(details?.[0]).toBe(
      "Capacité : 40 kg · État : Ouvert · Lieu de dépôt : 12 rue de la Paix, Paris · 4 colis",
    );
    expect(blank).toEqual([""]);
    expect(header).toEqual([
      "N°",
      "Code de suivi",
      "Client",
      "E-mail",
      "Destinataire",
      "Description",
      "Poids déclaré (kg)",
      "Poids mesuré (kg)",
      "Poids retenu (kg)",
      "Prix (€)",
      "Prix (FCFA)",
      "Payé",
      "Solde",
      "Statut",
    ]);
    const rows = rest.map((cells) => Object.fromEntries(header?.map((name, i) => [name, cells[i]]) ?? []));
    expect(rows.map((row) => row["N°"])).toEqual([
      ...[ids.amelie, ids.formula, ids.multiline, ids.deleted].map(shortParcelId),
      "Total",
    ]);
    const [amelie, formula, multiline, deleted, totals] = rows;
    expect(amelie).toMatchObject({
      Client: "Zoé Kpélim",
      "E-mail": "zoe@mail.com",
      Destinataire: "Afi Mensah · +228 90 12 34 56 · Lomé, Bè Kpota",
      Description: "Vêtements d'été pour Amélie",
      "Poids déclaré (kg)": "2",
      "Poids mesuré (kg)": "2,5",
      "Poids retenu (kg)": "2,5",
      "Prix (€)": "24,00",
      "Prix (FCFA)": "15720",
      Payé: "Oui",
      Solde: `Reste à payer ${formatEuros(600)} / ${formatFcfa(3930)}`,
      Statut: "Reçu",
    });
    expect(formula?.Description).toBe('\'=HYPERLINK("http://pirate.example";"Cliquez")');
    expect(multiline?.Description).toBe("Deux cartons ; l'un \"fragile\"\nl'autre non");
    expect(multiline).toMatchObject({ "Poids mesuré (kg)": "", Solde: "", Statut: "Accepté" });
    expect(deleted).toMatchObject({ Client: DELETED_ACCOUNT, "E-mail": "" });
    expect(totals).toMatchObject({
      "Code de suivi": "4 colis",
      "Poids retenu (kg)": "8,5",
      "Prix (€)": "96,00",
      "Prix (FCFA)": "62880",
      // A balance still due is not money received: no settled balance to add.
      Solde: "",
    });
    expect(text).not.toContain("Refusé au dépôt");
  });

  it("prints the same manifest as an A4 landscape PDF: every parcel's id and the totals", async () => {
    const response = await expectStatus(get(departureManifestUrl(departureId, "pdf")), 200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="manifeste-2026-12-05-FR-TG.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Manifeste — samedi 5 décembre 2026 — France → Togo");
    for (const id of [ids.amelie, ids.formula, ids.multiline, ids.deleted])
      expect(text).toContain(shortParcelId(id));
    expect(text).not.toContain(shortParcelId(ids.rejected));
    expect(text).toContain("Zoé Kpélim");
    expect(text).toContain(DELETED_ACCOUNT);
    expect(text).toMatch(/Total\s+4 colis\s+8,5\s+96,00\s+62880/);
  });

  it("repeats the table's header on every page of a long manifest", async () => {
    const db = t.database.db;
    const crowdedId = newId();
    await db
      .insert(departures)
      .values({ id: crowdedId, date: "2026-12-19", fromCountry: "FR", toCountry: "TG" });
    const zoe = await userIdOf(db, "zoe@mail.com");
    for (let index = 0; index < 45; index++) {
      await insertRequestedParcel(db, {
        clientId: zoe,
        departureId: crowdedId,
        description: `Colis ${index}`,
      });
    }
    const response = await expectStatus(get(departureManifestUrl(crowdedId, "pdf")), 200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const pages = (await extractText(pdf)).text;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain("Code de suivi");
    expect(pages.at(-1)).toContain("45 colis");
  });

  it("totals every balance paid, a parcel weighed twice after a reset included, minus refunds", async () => {
    const db = t.database.db;
    const departure = newId();
    await db
      .insert(departures)
      .values({ id: departure, date: "2026-12-26", fromCountry: "FR", toCountry: "TG" });
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
    const response = await expectStatus(get(departureManifestUrl(departure, "csv")), 200);
    const lines = parseCsv(response.rawPayload.toString("utf8").slice(1));
    const header = lines[3] ?? [];
    const totals = lines.at(-1) ?? [];
    expect(totals[header.indexOf("Solde")]).toBe(
      `Compléments réglés : ${formatEuros(750)} / ${formatFcfa(3930 + 1965 - 983)}`,
    );
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
