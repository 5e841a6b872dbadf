import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { serverFile } from "#server/project-root";

/**
 * What every printed file of a departure starts from (labels and manifest, decision 050): a PDF in
 * DejaVu Sans, embedded as a subset, so accents, `→`, `€`, `—` and the French no-break spaces
 * (U+00A0, U+202F: both are in DejaVu Sans 2.37) print, and the text stays real, searchable text.
 */

/** PDF points in a millimetre. */
export const MM = 72 / 25.4;

export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);

/**
 * The fonts, by their path under src/server: read once, from src/server by the sources and from
 * dist/server by the compiled server, where the build copies them (decision 063).
 */
export const FONT_FILES = {
  regular: "features/departures/fonts/DejaVuSans.ttf",
  bold: "features/departures/fonts/DejaVuSans-Bold.ttf",
};
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** A new PDF with DejaVu Sans regular and bold embedded (only the glyphs used). */
export async function newDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  fontFiles ??= {
    regular: readFileSync(serverFile(FONT_FILES.regular)),
    bold: readFileSync(serverFile(FONT_FILES.bold)),
  };
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator("Colibri");
  doc.setProducer("Colibri");
  doc.setLanguage("fr-FR");
  const fonts = {
    regular: await doc.embedFont(fontFiles.regular, { subset: true }),
    bold: await doc.embedFont(fontFiles.bold, { subset: true }),
  };
  return { doc, fonts };
}
