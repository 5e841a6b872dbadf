import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, parcels } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import { pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { parcelLabelUrl } from "#shared/departures/departure-files";
import { declaredValueTooHigh } from "#shared/shop-orders/contents-rules";
import {
  adminCustomsDeclarationPath,
  CONTENTS_EDIT_CLOSED_MESSAGE,
  customsDeclarationPath,
  parcelContentsPath,
} from "#shared/shop-orders/parcel-contents-api";
import { refusedItemMessage } from "#shared/shop-orders/refused-items";
import { CONTENT_LIMITS, type ContentItemInput } from "#shared/shop-orders/shop-order-api";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

/** Two dresses at 15 € and sneakers at 45,50 €: 75,50 € declared, 49 453 FCFA at 655 FCFA per euro. */
const CONTENTS: ContentItemInput[] = [
  { category: "clothing", description: "Robe en coton", quantity: 2, unitValueCents: 1500 },
  { category: "shoes", description: "Baskets de sport", quantity: 1, unitValueCents: 4550 },
];

/** A parcel's contents list (docs/product/contents-and-customs.md): declared, corrected, printed. */
describe.each(testDatabaseKinds)("a parcel's contents on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let date: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    date = await publishDeparture(t.app, "FR", "TG", 7);
  });
  afterAll(() => t.close());

  const detail = async (browser: TestBrowser, id: string): Promise<ParcelDetail> =>
    (await expectStatus(send(t.app, browser, "GET", `/api/parcels/${id}`), 200)).json().parcel;
  const parcelCount = async () => (await t.database.db.select({ n: count() }).from(parcels))[0]?.n;
  const lineCount = async () => (await t.database.db.select({ n: count() }).from(contentItems))[0]?.n;

  async function requestWith(browser: TestBrowser, contents: unknown) {
    return send(t.app, browser, "POST", "/api/parcels", parcelRequest(date, { contents }));
  }

  it("writes the lines with the parcel and shows them in its detail, to its owner and to the carrier", async () => {
    const awa = await client(t.app, "awa");
    const created = await expectStatus(requestWith(awa, CONTENTS), 201);
    const id = created.json().id as string;
    const mine = await detail(awa, id);
    expect(mine.contents).toEqual(
      CONTENTS.map((line) => ({ ...line, id: expect.stringMatching(/^cnt-/), orderId: null })),
    );
    expect((await detail(admin, id)).contents).toHaveLength(2);
    const rows = await t.database.db.select().from(contentItems).where(eq(contentItems.parcelId, id));
    expect(rows.map((row) => [row.position, row.orderId])).toEqual([
      [0, null],
      [1, null],
    ]);
  });

  it("takes the lines with a waiting request too", async () => {
    const kofi = await client(t.app, "kofi");
    const response = await expectStatus(
      send(t.app, kofi, "POST", "/api/parcels/notification-requests", {
        description: "Documents pour la famille",
        fromCountry: "FR",
        toCountry: "BJ",
        contents: [
          { category: "documents", description: "Acte de naissance", quantity: 1, unitValueCents: 0 },
        ],
      }),
      201,
    );
    expect((await detail(kofi, response.json().id)).contents).toMatchObject([
      { category: "documents", description: "Acte de naissance" },
    ]);
  });

  it("keeps a request without lines, as undeclared contents", async () => {
    const yao = await client(t.app, "yao");
    const response = await expectStatus(send(t.app, yao, "POST", "/api/parcels", parcelRequest(date)), 201);
    expect((await detail(yao, response.json().id)).contents).toEqual([]);
  });

  it("refuses a bad line with a French message on its field, and creates nothing", async () => {
    const ama = await client(t.app, "ama");
    const [parcelsBefore, linesBefore] = [await parcelCount(), await lineCount()];
    const line = CONTENTS[0] as ContentItemInput;
    const cases: [unknown, string, string][] = [
      [
        [{ ...line, unitValueCents: -100 }],
        "contents.0.unitValueCents",
        "La valeur ne peut pas être négative.",
      ],
      [
        [line, { ...line, unitValueCents: 200_001 }],
        "contents.1.unitValueCents",
        declaredValueTooHigh(200_000),
      ],
      [
        [{ ...line, description: "Eau de Parfum Dior" }],
        "contents.0.description",
        refusedItemMessage({ label: "Parfums", keywords: [] }),
      ],
      [[{ ...line, quantity: 0 }], "contents.0.quantity", "La quantité est d'au moins 1."],
      [[{ ...line, category: "weapons" }], "contents.0.category", "Choisissez une catégorie."],
    ];
    for (const [contents, field, message] of cases) {
      const response = await expectStatus(requestWith(ama, contents), 400);
      expect(response.json().fieldErrors?.[field], JSON.stringify(contents)).toBe(message);
      expect(response.json().message).toBe(message);
    }
    const tooMany = await expectStatus(
      requestWith(
        ama,
        Array.from({ length: CONTENT_LIMITS.linesMax + 1 }, () => line),
      ),
      400,
    );
    expect(tooMany.json().message).toBe(`Au plus ${CONTENT_LIMITS.linesMax} lignes de contenu.`);
    expect([await parcelCount(), await lineCount()]).toEqual([parcelsBefore, linesBefore]);
  });

  it("lets the owner correct the lines while the request is pending, nobody else, and not after", async () => {
    const afi = await client(t.app, "afi");
    const other = await client(t.app, "other");
    const id = (await expectStatus(requestWith(afi, CONTENTS), 201)).json().id as string;
    const corrected = [
      { category: "electronics", description: "Téléphone Tecno", quantity: 1, unitValueCents: 12000 },
    ];

    const response = await expectStatus(
      send(t.app, afi, "PUT", parcelContentsPath(id), { items: corrected }),
      200,
    );
    expect((response.json().parcel as ParcelDetail).contents).toMatchObject(corrected);
    expect(await lineCount()).toBeGreaterThan(0);

    // Anybody but the owner, the carrier included, is told the parcel does not exist; a visitor signs in.
    for (const browser of [other, admin]) {
      const foreign = await expectStatus(
        send(t.app, browser, "PUT", parcelContentsPath(id), { items: CONTENTS }),
        404,
      );
      expect(foreign.json().message).toBe("Colis introuvable");
    }
    await expectStatus(send(t.app, null, "PUT", parcelContentsPath(id), { items: CONTENTS }), 401);
    await expectStatus(send(t.app, afi, "PUT", parcelContentsPath("pkg-nothing"), { items: CONTENTS }), 404);

    // A refused line changes nothing.
    const refused = await expectStatus(
      send(t.app, afi, "PUT", parcelContentsPath(id), {
        items: [{ category: "other", description: "Briquet tempête", quantity: 1, unitValueCents: 500 }],
      }),
      400,
    );
    expect(refused.json().fieldErrors).toHaveProperty("items.0.description");
    expect((await detail(afi, id)).contents).toMatchObject(corrected);

    // Once the carrier has the parcel, the declaration is what customs read: 409, unchanged.
    await t.database.db.update(parcels).set({ status: "received" }).where(eq(parcels.id, id));
    const closed = await expectStatus(
      send(t.app, afi, "PUT", parcelContentsPath(id), { items: CONTENTS }),
      409,
    );
    expect(closed.json().message).toBe(CONTENTS_EDIT_CLOSED_MESSAGE);
    expect((await detail(afi, id)).contents).toMatchObject(corrected);
  });

  it("prints the categories on the label, never the values", async () => {
    const awa = await client(t.app, "label");
    const id = (await expectStatus(requestWith(awa, CONTENTS), 201)).json().id as string;
    const label = await expectStatus(send(t.app, admin, "GET", parcelLabelUrl(id)), 200);
    const text = await pdfText(label.rawPayload);
    expect(text).toContain("Contenu");
    expect(text).toContain("Vêtements, Chaussures");
    expect(text).not.toContain("Robe en coton");
    expect(text).not.toContain("15,00");
  });

  it("draws the customs declaration: sender, recipient, lines, net weights, values in € and FCFA, total, nature", async () => {
    const zoe = await client(t.app, "zoe");
    const other = await client(t.app, "intruse");
    const id = (await expectStatus(requestWith(zoe, CONTENTS), 201)).json().id as string;
    const me = await zoe.me();
    const [row] = await t.database.db
      .select({ reference: parcels.reference })
      .from(parcels)
      .where(eq(parcels.id, id));

    const mine = await expectStatus(send(t.app, zoe, "GET", customsDeclarationPath(id)), 200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["content-disposition"]).toBe(
      `attachment; filename="declaration-douane-${row?.reference}.pdf"`,
    );
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain("DÉCLARATION EN DOUANE");
    expect(text).toContain("CN 23");
    expect(text).toContain(row?.reference as string);
    // The sender is the client, the recipient the parcel's.
    expect(text).toContain(me?.email as string);
    expect(text).toContain("France");
    expect(text).toContain("Afi Mensah");
    expect(text).toContain("+228 90 12 34 56");
    expect(text).toContain("Togo");
    // 2,35 kg shared by quantity: 2 of 3 units, then the rest.
    expect(text).toMatch(/Robe en coton\nVêtements\s+2\s+1,566 kg\s+30,00 €\n19 650 FCFA/);
    expect(text).toMatch(/Baskets de sport\nChaussures\s+1\s+0,784 kg\s+45,50 €\n29 803 FCFA/);
    expect(text).toMatch(/Total · poids brut déclaré\s+2,35 kg\s+75,50 €\n49 453 FCFA/);
    expect(text).toContain("Cadeau");
    expect(text).toContain("Marchandise");
    expect(text).toContain("Documents");
    expect(text).toContain("Signature de l'expéditeur");

    // The owner's route is the owner's: another client and the carrier get 404, a visitor 401.
    for (const browser of [other, admin]) {
      const foreign = await expectStatus(send(t.app, browser, "GET", customsDeclarationPath(id)), 404);
      expect(foreign.json().message).toBe("Colis introuvable");
    }
    await expectStatus(send(t.app, null, "GET", customsDeclarationPath(id)), 401);
    // The carrier's copy, the same declaration.
    const carriers = await expectStatus(send(t.app, admin, "GET", adminCustomsDeclarationPath(id)), 200);
    expect(await pdfText(carriers.rawPayload)).toContain("Robe en coton");
    await expectStatus(send(t.app, zoe, "GET", adminCustomsDeclarationPath(id)), 403);
    await expectStatus(send(t.app, admin, "GET", adminCustomsDeclarationPath("pkg-nothing")), 404);
  });

  it("prints a parcel without lines with its description and an undeclared value", async () => {
    const yao = await client(t.app, "sans");
    const id = (await expectStatus(send(t.app, yao, "POST", "/api/parcels", parcelRequest(date)), 201)).json()
      .id;
    const text = await pdfText(
      (await expectStatus(send(t.app, yao, "GET", customsDeclarationPath(id)), 200)).rawPayload,
    );
    expect(text).toContain("Vêtements et chaussures");
    expect(text).toContain("Contenu non déclaré");
    expect(text).toContain("Valeur non déclarée");
  });
});
