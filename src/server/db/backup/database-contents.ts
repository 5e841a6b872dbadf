/**
 * What a database holds, told to the operator before it is backed up, restored or replaced: the rows of
 * every table of Colibri's two schemas (`public`, and `drizzle` where the applied migrations are kept).
 * It takes a plain query function so it runs on PGlite and on postgres.js alike, without Drizzle.
 */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

export type TableRows = { schema: string; table: string; rows: number };

export const COLIBRI_SCHEMAS = ["public", "drizzle"] as const;

export async function countTableRows(query: RunQuery): Promise<TableRows[]> {
  const tables = await query(
    `select table_schema as schema, table_name as table from information_schema.tables
      where table_schema in (${COLIBRI_SCHEMAS.map((name) => `'${name}'`).join(", ")})
        and table_type = 'BASE TABLE'
      order by table_schema desc, table_name`,
  );
  const counts: TableRows[] = [];
  for (const { schema, table } of tables as { schema: string; table: string }[]) {
    const [row] = await query(
      `select count(*)::int as rows from "${schema}"."${table.replaceAll('"', '""')}"`,
    );
    counts.push({ schema, table, rows: Number(row?.rows ?? 0) });
  }
  return counts;
}

/**
 * One line for a human: "user 3 · parcel 5 · stored_file 7 … (+ 4 tables vides) · 5 migrations", or
 * "aucune table" for an empty database.
 */
export function describeContents(counts: readonly TableRows[]): string {
  if (counts.length === 0) return "aucune table";
  const migrations = counts.find((entry) => entry.schema === "drizzle")?.rows;
  const tables = counts.filter((entry) => entry.schema !== "drizzle");
  const filled = tables.filter((entry) => entry.rows > 0).map((entry) => `${entry.table} ${entry.rows}`);
  const empty = tables.length - filled.length;
  const plural = (count: number) => (count > 1 ? "s" : "");
  const rows = filled.length > 0 ? filled.join(" · ") : "aucune ligne";
  return [
    empty > 0 ? `${rows} (+ ${empty} table${plural(empty)} vide${plural(empty)})` : rows,
    ...(migrations === undefined ? [] : [`${migrations} migration${plural(migrations)}`]),
  ].join(" · ");
}
