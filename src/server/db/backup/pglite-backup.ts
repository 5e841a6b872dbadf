import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BackupError } from "./backup-error";
import type { TableRows } from "./database-contents";
import { holdsDatabase, holdsFiles, lockPgliteFolder, pgliteContents, withPglite } from "./pglite-folder";

/**
 * PGlite backups are its own `dumpDataDir()`: a gzipped tarball of the data folder, taken after a
 * CHECKPOINT so the files are complete without replaying the WAL. Uploads are rows of `stored_file`
 * (decision 010), so they are inside. The whole tarball is built in memory: fine for the development
 * and demo databases PGlite is meant for (decision 002), not for years of production uploads.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<TableRows[]> {
  // Checked before the lock, which would create a missing DATA_DIR.
  const pgData = join(resolve(dataDir), "pgdata");
  if (!holdsDatabase(pgData)) {
    throw new BackupError(`Aucune base embarquée dans ${pgData} (DATA_DIR) : rien à sauvegarder.`);
  }
  const folder = lockPgliteFolder(dataDir, "sauvegarde");
  try {
    return await withPglite(folder.pgData, async (client) => {
      const contents = await pgliteContents(client);
      await client.exec("checkpoint");
      const tarball = await client.dumpDataDir("gzip");
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
      return contents;
    });
  } finally {
    folder.release();
  }
}

export type PgliteRestore = {
  /** What the restored database holds, read while checking it. */
  restored: TableRows[];
  /** With --force over an existing database: where it was moved (never deleted). */
  replacedKeptAt?: string;
};

/**
 * What DATA_DIR/pgdata holds now: null when there is nothing to restore over, no tables when it holds
 * files but no database PGlite can open.
 */
export async function pgliteTarget(dataDir: string): Promise<TableRows[] | null> {
  const folder = lockPgliteFolder(dataDir, "restauration");
  try {
    if (!holdsFiles(folder.pgData)) return null;
    return holdsDatabase(folder.pgData) ? await withPglite(folder.pgData, pgliteContents) : [];
  } finally {
    folder.release();
  }
}

/**
 * Unpacks the tarball into DATA_DIR/pgdata.restoring, opens it (PGlite replays what it must), and only
 * then moves it to DATA_DIR/pgdata, so a bad file never leaves half a database where the server looks.
 * With `replace`, the previous pgdata is renamed pgdata.replaced-<time> beside it: the operator deletes
 * it once the restored data is checked.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  options: { replace: boolean; now: Date },
): Promise<PgliteRestore> {
  const folder = lockPgliteFolder(dataDir, "restauration");
  try {
    const staging = join(folder.dataDir, "pgdata.restoring");
    rmSync(staging, { recursive: true, force: true }); // left by a restore that crashed; we hold the lock
    let restored: TableRows[];
    try {
      // Opening it is the check: PGlite unpacks the archive and starts PostgreSQL on it.
      restored = await withPglite(staging, pgliteContents, { loadFrom: new Blob([readFileSync(file)]) });
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `Le fichier ${file} n'est pas une sauvegarde PGlite lisible : ${(error as Error).message}`,
      );
    }
    let replacedKeptAt: string | undefined;
    if (holdsFiles(folder.pgData)) {
      if (!options.replace) throw new BackupError(`${folder.pgData} n'est pas vide.`); // checked before
      replacedKeptAt = `${folder.pgData}.replaced-${options.now.toISOString().replaceAll(":", "-")}`;
      renameSync(folder.pgData, replacedKeptAt);
    } else if (existsSync(folder.pgData)) {
      rmSync(folder.pgData, { recursive: true });
    }
    renameSync(staging, folder.pgData);
    return { restored, replacedKeptAt };
  } finally {
    folder.release();
  }
}
