// What an older release applied, for the tests of a migration whose subject is rows written before it.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "#server/db/open-database";

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

/** How many migrations came before the one whose tag ends with `suffix` (-1 when there is none). */
export function migrationsBefore(suffix: string): number {
  return journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
}

/** A copy of drizzle/ whose journal stops before `count`: what an older release applied. */
export function olderMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), "colibri-older-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(
    join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return folder;
}
