/**
 * From a literal as written to the text it makes, character by character, each character keeping the
 * source range it comes from, so that a fix found in the text can be made in the source (decision 074).
 */
export interface TextUnit {
  char: string;
  /** Offsets in the file of the source that makes this character (equal for a joining space). */
  start: number;
  end: number;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  v: "\v",
  0: "\0",
};

/** A string or template literal's content (between its delimiters), escapes decoded. */
export function cookJs(raw: string, offset: number): TextUnit[] {
  const units: TextUnit[] = [];
  let index = 0;
  while (index < raw.length) {
    const start = index;
    let chars: string;
    if (raw[index] !== "\\") {
      const codePoint = raw.codePointAt(index) as number;
      chars = String.fromCodePoint(codePoint);
      index += chars.length;
    } else {
      const next = raw[index + 1] ?? "";
      const unicode = /^u\{([\da-fA-F]+)\}|^u([\da-fA-F]{4})|^x([\da-fA-F]{2})/.exec(raw.slice(index + 1));
      if (unicode) {
        chars = String.fromCodePoint(Number.parseInt(unicode[1] ?? unicode[2] ?? unicode[3] ?? "0", 16));
        index += 1 + unicode[0].length;
      } else if (next === "\r" || next === "\n") {
        // A line continuation makes no character.
        index += raw.startsWith("\r\n", index + 1) ? 3 : 2;
        continue;
      } else {
        chars = SIMPLE_ESCAPES[next] ?? next;
        index += 2;
      }
    }
    // A character outside the BMP is two code units: both keep the same source range.
    for (const unit of chars.split(""))
      units.push({ char: unit, start: offset + start, end: offset + index });
  }
  return units;
}

const ENTITIES: Record<string, string> = {
  nbsp: "\u00a0",
  laquo: "«",
  raquo: "»",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
};

/** A JSX attribute string: no escapes, HTML entities decoded. */
export function cookJsxAttribute(raw: string, offset: number): TextUnit[] {
  const units: TextUnit[] = [];
  let index = 0;
  while (index < raw.length) {
    const entity = /^&(?:#(\d+)|#x([\da-fA-F]+)|([a-zA-Z]+));/.exec(raw.slice(index));
    const decoded = entity
      ? entity[1] || entity[2]
        ? String.fromCodePoint(Number.parseInt((entity[1] ?? entity[2]) as string, entity[1] ? 10 : 16))
        : ENTITIES[entity[3] as string]
      : undefined;
    const length = decoded !== undefined && entity ? entity[0].length : 1;
    const chars = decoded ?? (raw[index] as string);
    for (const unit of chars.split(""))
      units.push({ char: unit, start: offset + index, end: offset + index + length });
    index += length;
  }
  return units;
}

// The compilers that build the product (esbuild, oxc) trim every kind of space at the edges of a
// line of JSX text, no-break spaces included (measured): so does this.
const isJsxSpace = (char: string) => /^[^\S\r\n]$/.test(char);

/**
 * JSX text as React gets it: lines trimmed of their spaces (no-break ones too), empty lines dropped,
 * the others joined by one space — which stands for the whole line break it replaces.
 */
export function cookJsxText(raw: string, offset: number): TextUnit[] {
  const all = cookJsxAttribute(raw, offset);
  const lines: TextUnit[][] = [[]];
  for (const unit of all) {
    if (unit.char === "\n") lines.push([]);
    else if (unit.char !== "\r") (lines.at(-1) as TextUnit[]).push(unit);
  }
  const trimmed = lines.map((line, index) => {
    let first = 0;
    let last = line.length;
    if (index > 0) while (first < last && isJsxSpace((line[first] as TextUnit).char)) first++;
    if (index < lines.length - 1)
      while (last > first && isJsxSpace((line[last - 1] as TextUnit).char)) last--;
    return line.slice(first, last);
  });
  const units: TextUnit[] = [];
  let previous: TextUnit[] | undefined;
  for (const line of trimmed) {
    if (line.length === 0) continue;
    if (previous) {
      const start = (previous.at(-1) as TextUnit).end;
      units.push({ char: " ", start, end: (line[0] as TextUnit).start });
    }
    units.push(...line);
    previous = line;
  }
  return units;
}
