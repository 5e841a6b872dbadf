import type { PDFFont } from "pdf-lib";
import { NBSP } from "#shared/french-typography";

/**
 * Text fitted into the boxes of a label or a manifest (decision 072): wrapped at ordinary spaces only;
 * a word wider than its box (no-break spaces make an amount or a phone number one word) broken where
 * it hurts least (cutOf); a line that must stay whole (a phone number on a label) shrunk instead.
 */

/**
 * Where a line may break: ordinary spaces and tabs, never U+00A0 or U+202F — French puts those inside
 * an amount (`35 370 FCFA`), before `:` and `;`, and we put them inside a phone number to keep it whole.
 */
const BREAKABLE_SPACE = /[ \t]+/;

/** Invisible joiners of emoji sequences: nothing to print once the emoji itself is replaced. */
const JOINERS = /[\u200d\ufe0e\ufe0f]/g;

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` with every character the font cannot draw (an emoji a client typed, a script DejaVu Sans lacks)
 * replaced by `?`, so the PDF never shows an empty box; a tab becomes a space, other control
 * characters but line breaks are dropped.
 */
export function printable(text: string, font: PDFFont): string {
  let glyphs = characterSets.get(font);
  if (!glyphs) {
    glyphs = new Set(font.getCharacterSet());
    characterSets.set(font, glyphs);
  }
  let result = "";
  for (const char of text.replace(JOINERS, "")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n") result += char;
    else if (char === "\t") result += " ";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else result += glyphs.has(code) ? char : "?";
  }
  return result;
}

/** The characters after which a word too wide for its box breaks best (or before which, for `@`). */
const breaksAfter = (char: string | undefined) =>
  char === "-" || char === "/" || char === "." || char === "_";

/**
 * Where a word too wide for its box is cut: after as many characters as fit, at least one — or, in the
 * last two thirds of them, at a no-break space (dropped: '782 012 FCFA' → '782 012' / 'FCFA', never
 * inside the digits, whose U+202F is no break), after '-', '/', '.', '_' or before '@' (leaving at
 * least three characters for the next line). `skip` is 1 when the cut drops a space.
 */
function cutOf(chars: string[], fits: (text: string) => boolean): { at: number; skip: number } {
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, middle).join(""))) low = middle;
    else high = middle - 1;
  }
  // An ellipsis ending the word stays with the character before it, never alone on a line.
  if (low === chars.length - 1 && chars[low] === "…" && low > 1) low--;
  for (let cut = low; cut > low / 3; cut--) if (chars[cut] === NBSP) return { at: cut, skip: 1 };
  // Not one leaving a stub of one or two characters ('…-long.' / 'fr').
  for (let cut = Math.min(low, chars.length - 3); cut > low / 3; cut--) {
    if (breaksAfter(chars[cut - 1]) || chars[cut] === "@") return { at: cut, skip: 0 };
  }
  return { at: low, skip: 0 };
}

/**
 * `text` in lines no wider than `width` at `size`: words at ordinary spaces, a word wider than the box
 * broken (cutOf), explicit line breaks kept. At most `maxLines`: then the last line ends with '…'.
 */
export function wrapText(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of printable(text, font).split(/\r\n|\r|\n/)) {
    let line = "";
    for (const word of paragraph.split(BREAKABLE_SPACE).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let chars = Array.from(word);
      while (!fits(chars.join(""))) {
        const { at, skip } = cutOf(chars, fits);
        lines.push(chars.slice(0, at).join(""));
        chars = chars.slice(at + skip);
      }
      line = chars.join("");
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const lastIndex = kept.length - 1;
  let last = Array.from(kept[lastIndex] ?? "");
  while (last.length > 0 && !fits(`${last.join("")}…`)) last = last.slice(0, -1);
  kept[lastIndex] = `${last.join("").trimEnd()}…`;
  return kept;
}

/**
 * The size at which `text` fits on one line of `width`: `size` when it fits, else smaller, never below
 * `minSize` (the caller then has a line wider than its box: a phone number is never that long).
 */
export function fittingSize(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  minSize: number,
): number {
  const natural = font.widthOfTextAtSize(printable(text, font), size);
  if (natural <= width) return size;
  // Widths grow in proportion to the size; a hundredth of a point below, against rounding.
  return Math.max(minSize, Math.floor((size * width * 100) / natural) / 100);
}
