import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TYPOGRAPHY_EXCEPTIONS, type TypographyException } from "./french-typography-exceptions";
import { productSourceFiles } from "./source-files";
import { sourceTexts } from "./source-texts";
import { formatFinding, sourceFindings } from "./typography-report";

/**
 * Every French text of the product's sources follows one typography (decision 074): each string,
 * template and JSX text of src/ (tests and test kits aside), read by the TypeScript compiler. A
 * failure names the file, the line and the text; `npm run typography:fix` repairs the spacing, the
 * rest (times, 'email', dashes) is rewritten by hand. What is rendered from them (e-mails, pages,
 * PDFs) is checked by french-typography-rendered.test.ts.
 */

const root = process.cwd();
const files = productSourceFiles(root);

describe("French typography of the sources", () => {
  it("every text literal follows the rule, but for the listed exceptions, each still needed", () => {
    const texts = sourceTexts(root, files);
    // The scan reaches the product's texts: pages, e-mails, API messages, PDFs.
    expect(texts.length).toBeGreaterThan(3000);
    const used = new Set<TypographyException>();
    expect(sourceFindings(texts, used).map(formatFinding)).toEqual([]);
    const unused = TYPOGRAPHY_EXCEPTIONS.filter((exception) => !used.has(exception));
    expect(unused.map((exception) => `${exception.rule}: ${exception.text}`)).toEqual([]);
  });

  it("dates and times are written by src/shared/french-dates.ts only", () => {
    const FORMATTING = /toLocale(Date|Time)?String\(|DateTimeFormat\("fr|timeStyle|dateStyle/;
    const elsewhere = files.filter(
      (file) => file !== "src/shared/french-dates.ts" && FORMATTING.test(readFileSync(file, "utf8")),
    );
    expect(elsewhere, "format with formatDateFr, formatMomentFr, formatTimeFr…").toEqual([]);
  });
});
