import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { activeContentIn, hostilePdf, MINIMAL_PDF, pageCount, RECEIPT_TEXT } from "#server/test/pdf-test-kit";
import {
  PDF_PROTECTED_MESSAGE,
  PDF_TOO_MANY_PAGES_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
} from "#shared/parcels/request-api";
import { MAX_PDF_PAGES } from "./pdf-rebuild";
import { sanitisePdf } from "./pdf-sanitising";

async function textOf(bytes: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

/** Payment-proof PDFs rebuilt without active content (docs/decisions/060-payment-proof-pdfs-without-active-content.md). */
describe("a PDF rebuilt from what its pages show", () => {
  it("keeps the pages, their text, size and rotation, and nothing that acts", async () => {
    const hostile = await hostilePdf();
    // The test file does carry every kind of active content…
    expect(await activeContentIn(hostile)).toEqual(
      expect.arrayContaining([
        "/A",
        "/AA",
        "/AcroForm",
        "/Annots",
        "/EmbeddedFiles",
        "/JS",
        "/JavaScript",
        "/OpenAction",
        "/S /JavaScript",
        "/Type /EmbeddedFile",
        "/Type /Filespec",
      ]),
    );
    const clean = await sanitisePdf(hostile);
    // …and the rebuilt one none, in any object.
    expect(await activeContentIn(clean)).toEqual([]);
    const bytes = clean.toString("latin1");
    for (const trace of [
      "app.alert",
      "JavaScript",
      "OpenAction",
      "EmbeddedFile",
      "facture.exe",
      "MZ-facture",
    ]) {
      expect(bytes).not.toContain(trace);
    }
    expect(await pageCount(clean)).toBe(2);
    expect(await textOf(clean)).toContain(RECEIPT_TEXT);
    const rebuilt = await PDFDocument.load(clean);
    expect(rebuilt.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(rebuilt.getPage(1).getSize()).toEqual({ width: 842, height: 595 });
    expect(rebuilt.getPage(1).getRotation().angle).toBe(90);
  });

  it("gives the same result when rebuilt twice (what is served from a clean stored file)", async () => {
    const once = await sanitisePdf(await hostilePdf());
    const twice = await sanitisePdf(once);
    expect(await activeContentIn(twice)).toEqual([]);
    expect(await textOf(twice)).toContain(RECEIPT_TEXT);
  });

  it("refuses, in French, a PDF it cannot read, one without pages, one protected, one of too many pages", async () => {
    const refusal = (input: Uint8Array) =>
      sanitisePdf(input).then(
        () => undefined,
        (error: Error) => error,
      );
    expect(await refusal(Buffer.from("%PDF-1.4 pas vraiment"))).toMatchObject({
      code: "PDF_UNREADABLE",
      statusCode: 400,
      message: PDF_UNREADABLE_MESSAGE,
    });
    const noPages = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
    expect(await refusal(noPages)).toMatchObject({ code: "PDF_UNREADABLE" });
    const encrypted = Buffer.from(
      MINIMAL_PDF.toString("latin1").replace(
        "trailer<</Root 1 0 R>>",
        "4 0 obj<</Filter/Standard/V 1/R 2/O(x)/U(y)/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 4 0 R>>",
      ),
      "latin1",
    );
    expect(await refusal(encrypted)).toMatchObject({ code: "PDF_PROTECTED", message: PDF_PROTECTED_MESSAGE });
    const long = await PDFDocument.create();
    for (let page = 0; page <= MAX_PDF_PAGES; page++) long.addPage([100, 100]);
    expect(await refusal(await long.save())).toMatchObject({
      code: "PDF_TOO_MANY_PAGES",
      message: PDF_TOO_MANY_PAGES_MESSAGE,
    });
    expect(await pageCount(await sanitisePdf(MINIMAL_PDF))).toBe(1);
  });
});
