import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { BackupError } from "./backup-error";
import { backupKindOfFile } from "./backup-file-names";
import { describeContents, type TableRows } from "./database-contents";
import { type DatabaseSettings, describeTarget, targetKind } from "./database-target";
import { pgliteTarget, restorePglite } from "./pglite-backup";
import { postgresContents, restorePostgres } from "./postgres-backup";

export type RestoreResult = {
  target: string;
  restored: TableRows[];
  milliseconds: number;
  /** With --force over an embedded database: where the previous one was moved. */
  replacedKeptAt?: string;
};

/** An embedded folder can hold files without a database PGlite can open (a copy cut short, say). */
const whatItHolds = (contents: TableRows[]) =>
  contents.length > 0 ? describeContents(contents) : "des fichiers, mais aucune base lisible";

const KIND_NAMES = { postgres: "PostgreSQL (pg_dump)", pglite: "la base embarquée (PGlite)" };

/**
 * Restores a backup into the configured database, which must be empty: a restore over live data is
 * refused unless `force`, and then `tell` says what is replaced before anything is touched. Migrations
 * are not applied here: the server applies those newer than the backup when it starts, as after any
 * update.
 */
export async function restoreDatabase(
  settings: DatabaseSettings,
  file: string,
  options: { force: boolean; tell: (line: string) => void; now?: Date },
): Promise<RestoreResult> {
  const started = performance.now();
  const path = resolve(file);
  if (!existsSync(path) || !statSync(path).isFile()) throw new BackupError(`Fichier introuvable : ${path}`);
  const kind = backupKindOfFile(path);
  if (!kind) {
    throw new BackupError(
      `${path} n'est pas une sauvegarde Colibri (ni un fichier pg_dump au format custom, ni une archive PGlite).`,
    );
  }
  const target = describeTarget(settings);
  if (kind !== targetKind(settings)) {
    throw new BackupError(
      `Cette sauvegarde vient de ${KIND_NAMES[kind]}, mais la configuration désigne ${target}. ` +
        (kind === "postgres"
          ? "Définissez DATABASE_URL (une base PostgreSQL vide) pour la restaurer."
          : "Retirez DATABASE_URL et choisissez un DATA_DIR vide pour la restaurer."),
    );
  }

  const current = settings.DATABASE_URL
    ? await postgresContents(settings.DATABASE_URL).then((tables) => (tables.length > 0 ? tables : null))
    : await pgliteTarget(settings.DATA_DIR);
  if (current && !options.force) throw notEmpty(target, current, kind);
  if (current) {
    options.tell(
      `--force : le contenu actuel de ${target} va être remplacé par la sauvegarde : ${whatItHolds(current)}.` +
        (kind === "pglite" ? " L'ancien dossier est gardé à côté, renommé." : ""),
    );
  }

  try {
    const replace = current !== null;
    if (!settings.DATABASE_URL) {
      const result = await restorePglite(settings.DATA_DIR, path, {
        replace,
        now: options.now ?? new Date(),
      });
      return { target, ...result, milliseconds: performance.now() - started };
    }
    await restorePostgres(settings.DATABASE_URL, path, { replace });
  } catch (error) {
    // Both restorers write nothing where the server looks until the whole backup is in (see them).
    const reason = error instanceof BackupError ? error.message : String(error);
    throw new BackupError(`${reason}\nRestauration annulée : ${target} est resté tel qu'il était.`);
  }
  const restored = await postgresContents(settings.DATABASE_URL);
  return { target, restored, milliseconds: performance.now() - started };
}

function notEmpty(target: string, contents: TableRows[], kind: "postgres" | "pglite"): BackupError {
  const empty =
    kind === "postgres"
      ? "créez une base vide (createdb) et pointez DATABASE_URL dessus"
      : "choisissez un DATA_DIR vide ou nouveau";
  return new BackupError(
    `Restauration refusée : ${target} n'est pas vide (${whatItHolds(contents)}).\n` +
      `Une restauration se fait dans une base vide : ${empty}. Pour remplacer tout son contenu par la ` +
      "sauvegarde, relancez avec --force (sauvegardez-la d'abord si ce contenu peut encore servir).",
  );
}
