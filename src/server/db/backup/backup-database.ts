import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { BackupError } from "./backup-error";
import { backupFileName } from "./backup-file-names";
import { backupsToDelete, type Retention } from "./backup-retention";
import type { TableRows } from "./database-contents";
import { type DatabaseSettings, describeTarget, targetKind } from "./database-target";
import { dumpPglite } from "./pglite-backup";
import { dumpPostgres } from "./postgres-backup";

export type BackupResult = {
  file: string;
  bytes: number;
  milliseconds: number;
  source: string;
  contents: TableRows[];
};

/**
 * One backup of the configured database into `folder`, under a timestamped name. It is written as
 * `<name>.partial` and renamed when complete, so a backup cut short (disk full, killed) never looks
 * like a good one to the retention or to whoever restores.
 */
export async function backupDatabase(
  settings: DatabaseSettings,
  folder: string,
  now = new Date(),
): Promise<BackupResult> {
  const started = performance.now();
  const kind = targetKind(settings);
  mkdirSync(folder, { recursive: true });
  const file = resolve(folder, backupFileName(kind, now));
  if (existsSync(file))
    throw new BackupError(`${file} existe déjà : une sauvegarde a été faite cette seconde.`);
  const partial = `${file}.partial`;
  let contents: TableRows[];
  try {
    contents = settings.DATABASE_URL
      ? await dumpPostgres(settings.DATABASE_URL, partial)
      : await dumpPglite(settings.DATA_DIR, partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return {
    file,
    bytes: statSync(file).size,
    milliseconds: performance.now() - started,
    source: describeTarget(settings),
    contents,
  };
}

/** Applies the retention to the backups of `folder` (other files are left alone); returns what it deleted. */
export function pruneBackups(folder: string, keep: Retention): string[] {
  const deleted = backupsToDelete(readdirSync(folder), keep);
  for (const name of deleted) rmSync(join(folder, name));
  return deleted;
}
