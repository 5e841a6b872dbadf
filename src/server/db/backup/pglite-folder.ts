import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "#server/db/pglite-extensions";
import {
  acquireFolderLock,
  DataFolderBusyError,
  removeStaleEmptyPidFile,
} from "#server/db/pglite-folder-lock";
import { BackupError } from "./backup-error";
import { countTableRows, type RunQuery, type TableRows } from "./database-contents";

/**
 * The embedded database's folder, DATA_DIR/pgdata, seen by the backup scripts. PGlite has no lock of
 * its own and two processes on one folder corrupt it, so the scripts take the server's folder lock
 * (pglite-folder-lock.ts) and refuse, with what to do, while the server runs.
 */
export type PgliteFolder = { dataDir: string; pgData: string; release: () => void };

export function lockPgliteFolder(dataDir: string, doing: "sauvegarde" | "restauration"): PgliteFolder {
  const folder = resolve(dataDir);
  try {
    return { dataDir: folder, pgData: join(folder, "pgdata"), release: acquireFolderLock(folder) };
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error;
    throw new BackupError(
      `La base embarquée (PGlite) de ${folder} est ouverte par un autre processus (PID ${lockOwner(folder)}), ` +
        "sans doute le serveur. PGlite ne s'ouvre que dans un processus à la fois : arrêtez le serveur le " +
        `temps de la ${doing} (quelques secondes), puis relancez-le. En production, utilisez PostgreSQL, ` +
        "que pg_dump sauvegarde sans l'arrêter.",
    );
  }
}

function lockOwner(folder: string): string {
  try {
    return readFileSync(join(folder, "colibri.lock"), "utf8").trim();
  } catch {
    return "inconnu";
  }
}

/** A folder holds a database once initdb wrote PG_VERSION. */
export const holdsDatabase = (pgData: string) => existsSync(join(pgData, "PG_VERSION"));

/** Anything at all in the folder, database or not: never overwritten without --force. */
export const holdsFiles = (pgData: string) => existsSync(pgData) && readdirSync(pgData).length > 0;

/** Opens the database of a locked folder (the caller holds the lock) and runs `use` on it. */
export async function withPglite<T>(
  pgData: string,
  use: (client: PGlite) => Promise<T>,
  options: { loadFrom?: Blob } = {},
): Promise<T> {
  removeStaleEmptyPidFile(pgData);
  const client = await PGlite.create({
    dataDir: pgData,
    loadDataDir: options.loadFrom,
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

export const pgliteQuery =
  (client: PGlite): RunQuery =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

export const pgliteContents = (client: PGlite): Promise<TableRows[]> => countTableRows(pgliteQuery(client));
