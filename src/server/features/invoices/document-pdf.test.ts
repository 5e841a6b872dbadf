import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEST_SELLER } from "#server/test/invoices-test-kit";
import { asExtracted, pdfText } from "#server/test/pdf-test-kit";
import { type IssuedDocument, splitTax } from "#shared/invoices";
import { drawDocument } from "./document-pdf";
import { documentTexts } from "./document-texts";

const withVat: IssuedDocument = {
  kind: "invoice",
  reason: "price",
  number: "2026-000123",
  issuedAt: "2026-11-27T10:30:00.000Z",
  seller: {
    ...TEST_SELLER,
    name: "Colibri Transports SARL",
    siret: "732829320",
    vatNumber: "FR44732829320",
    vat: { kind: "rate", basisPoints: 2000 },
  },
  client: { name: "Ama Koffi", email: "ama@example.com", phone: "+22890123456" },
  parcel: {
    id: "pkg-01M8DBHS28ZSZMYGNWER3XFJ49",
    trackingCode: "X2WWS8Q7PE8N",
    description: "Pagne wax et chaussures",
    route: "France → Togo",
    departureDate: null,
  },
  lines: [{ label: "Transport de colis France → Togo — poids déclaré 2,5 kg × 12,00 €/kg", cents: 3000 }],
  totals: { cents: 3000, fcfa: 19650, ...splitTax(3000, { kind: "rate", basisPoints: 2000 }) },
  payment: { method: "FedaPay — Mobile Money", reference: "TXN-4242" },
  corrects: null,
};

/** A business that charges VAT: HT, TVA and TTC instead of the exemption (docs/product/accounting.md). */
describe("an invoice with VAT", () => {
  it("splits the price paid into HT and VAT, rounded to the cent", () => {
    expect(splitTax(3000, { kind: "rate", basisPoints: 2000 })).toEqual({
      withoutTaxCents: 2500,
      taxCents: 500,
    });
    expect(splitTax(1000, { kind: "rate", basisPoints: 550 })).toEqual({
      withoutTaxCents: 948,
      taxCents: 52,
    });
    expect(splitTax(1000, { kind: "exempt", mention: "x" })).toEqual({ withoutTaxCents: 1000, taxCents: 0 });
  });

  it("prints the VAT number, HT, the rate and TTC, never the exemption", async () => {
    const bytes = await drawDocument(withVat);
    if (process.env.SAVE_PDFS) writeFileSync(`${process.env.SAVE_PDFS}/facture-tva.pdf`, bytes);
    const text = asExtracted(await pdfText(bytes));
    for (const mention of [
      "SIREN : 732 829 320",
      "N° TVA intracommunautaire : FR44732829320",
      "Total HT : 25,00 €",
      "TVA 20 % : 5,00 €",
      "Total TTC : 30,00 €",
      "Soit 19 650 FCFA",
      "Départ : date à fixer",
      "Mode de paiement : FedaPay — Mobile Money",
      "Référence : TXN-4242",
      "+228 90 12 34 56",
    ]) {
      expect(text, mention).toContain(asExtracted(mention));
    }
    expect(text).not.toContain("293 B");
    expect(documentTexts(withVat).title).toBe("Facture n° 2026-000123");
  });
});
