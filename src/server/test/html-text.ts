/**
 * The texts a reader gets from an HTML page or e-mail, for the typography checker (decision 074): the
 * text of each block (paragraph, heading, list item, cell…) with its inline tags dropped and its
 * entities decoded, and the attributes a reader hears or sees (alt, title, placeholder, aria-label).
 * Scripts, styles and JSON blocks are not text.
 */

const ENTITIES: Record<string, string> = {
  nbsp: "\u00a0",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  laquo: "«",
  raquo: "»",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-fA-F]+)|([a-zA-Z]+));/g, (found, decimal, hex, name) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[name] ?? found;
  });
}

const BLOCK =
  /^(p|div|section|article|header|footer|main|nav|aside|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|br|hr|figure|figcaption|blockquote|form|fieldset|legend|label|button|option|select|textarea|title|summary|details|pre|html|head|body)$/i;
const READ_ATTRIBUTES = /\s(alt|title|placeholder|aria-label)="([^"]*)"/g;

export function htmlTexts(html: string): string[] {
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<!--[\s\S]*?-->/g, "");
  const attributes: string[] = [];
  const text = body.replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g, (tag, name: string) => {
    for (const [, , value] of tag.matchAll(READ_ATTRIBUTES)) attributes.push(decodeEntities(value as string));
    return BLOCK.test(name) ? "\n" : "";
  });
  const blocks = decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\r]+/g, " ").trim());
  return [...blocks, ...attributes].filter((line) => /\p{L}/u.test(line));
}
