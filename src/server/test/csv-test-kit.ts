/**
 * RFC 4180 read back with `;`: quoted fields, doubled quotes, CRLF or LF inside quotes, every line ended
 * by CRLF — the dialect of the manifest and of the accounting export. Written here rather than taken
 * from the code under test, so a mistake in the writer cannot hide itself.
 */
export function parseCsv(text: string): string[][] {
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
