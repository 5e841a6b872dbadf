import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  StandardFonts,
} from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";

/** The smallest real PDF: one empty page (a proof must have pages to be rebuilt). */
export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export const RECEIPT_TEXT = "Recu de paiement TMoney 24,00 EUR";

/**
 * A two-page receipt carrying everything a PDF can do besides showing pages: a JavaScript open action,
 * a document-level script (/Names /JavaScript), additional actions on the document and a page, an
 * attached file, a link annotation running a script and a form field.
 */
export async function hostilePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const context = document.context;
  const script = (text: string) => context.obj({ S: "JavaScript", JS: PDFString.of(text) });
  const first = document.addPage([595, 842]);
  first.drawText(RECEIPT_TEXT, { x: 50, y: 780, size: 14, font });
  const second = document.addPage([842, 595]);
  second.setRotation({ type: "degrees", angle: 90 } as never);
  second.drawText("Page 2", { x: 50, y: 500, size: 12, font });

  document.catalog.set(PDFName.of("OpenAction"), script("app.alert('open-action')"));
  document.addJavaScript("evil", "app.alert('document-script')");
  document.catalog.set(PDFName.of("AA"), context.obj({ WC: script("app.alert('will-close')") }));
  first.node.set(PDFName.of("AA"), context.obj({ O: script("app.alert('page-open')") }));
  await document.attach(Buffer.from("MZ-facture-piegee"), "facture.exe", {
    mimeType: "application/octet-stream",
  });
  const link = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [50, 700, 300, 720],
      A: script("app.alert('link')"),
    }),
  );
  first.node.set(PDFName.of("Annots"), context.obj([link]));
  const field = document.getForm().createTextField("montant");
  field.setText("24,00");
  field.addToPage(second, { x: 50, y: 400, width: 200, height: 30, font });
  return Buffer.from(await document.save());
}

const ACTIVE_KEYS = new Set(
  ["JS", "JavaScript", "OpenAction", "AA", "A", "Annots", "AcroForm", "EmbeddedFiles", "EF", "Names"].map(
    (key) => `/${key}`,
  ),
);
const ACTIVE_TYPES = new Set(["/Annot", "/Action", "/EmbeddedFile", "/Filespec"]);

/**
 * What in a PDF's objects can act rather than show: each dictionary's active keys, script actions and
 * active object types, as `Key` or `/S /JavaScript` or `/Type /Annot` — read from the parsed objects,
 * not by searching the bytes (a compressed object stream would hide them from a search).
 */
export async function activeContentIn(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const found = new Set<string>();
  const stack: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length > 0) {
    const object = stack.pop();
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (ACTIVE_KEYS.has(key.toString())) found.add(key.toString());
        if (key.toString() === "/S" && value.toString() === "/JavaScript") found.add("/S /JavaScript");
        if (key.toString() === "/Type" && ACTIVE_TYPES.has(value.toString())) found.add(`/Type ${value}`);
        if (!(value instanceof PDFRef)) stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) if (!(value instanceof PDFRef)) stack.push(value);
    }
  }
  return [...found].sort();
}

export async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
}

/** `text` as pdfText reads it back: pdf.js reads the no-break spaces drawn (U+00A0, U+202F) as spaces. */
export const asExtracted = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ");

/** A PDF's text, its pages run together (no-break spaces read as spaces: compare with asExtracted). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

/**
 * The QR images of a page, read back from the PDF itself (the page's image XObjects: pdf-lib stores a
 * PNG as 8-bit RGB or grey, Flate-compressed) and decoded as a phone's camera would.
 */
export async function decodeQr(bytes: Uint8Array, pageIndex = 0): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const xObjects = document.getPage(pageIndex).node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  const decoded: string[] = [];
  for (const [, ref] of xObjects?.entries() ?? []) {
    const image = document.context.lookup(ref);
    if (!(image instanceof PDFRawStream)) continue;
    const dict = image.dict;
    if (dict.get(PDFName.of("Subtype"))?.toString() !== "/Image") continue;
    const width = dict.lookup(PDFName.of("Width"), PDFNumber).asNumber();
    const height = dict.lookup(PDFName.of("Height"), PDFNumber).asNumber();
    expect(dict.get(PDFName.of("BitsPerComponent"))?.toString()).toBe("8");
    expect(dict.get(PDFName.of("Filter"))?.toString()).toBe("/FlateDecode");
    const channels = dict.get(PDFName.of("ColorSpace"))?.toString() === "/DeviceGray" ? 1 : 3;
    const pixels = inflateSync(image.getContents());
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      for (let channel = 0; channel < 3; channel++) {
        rgba[pixel * 4 + channel] = pixels[pixel * channels + (channels === 1 ? 0 : channel)] ?? 0;
      }
      rgba[pixel * 4 + 3] = 255;
    }
    decoded.push(jsQR(rgba, width, height)?.data ?? "(illisible)");
  }
  return decoded;
}
