// npm run db:backup [-- --dir DOSSIER] [--keep-daily N] [--keep-weekly N] — a consistent, compressed,
// timestamped backup of the whole database, uploads included (they are rows: decision 010), then the
// optional retention. How to schedule and store them: docs/DEPLOYMENT.md#backups-and-restore.
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config/load-config";
import { backupDatabase, pruneBackups } from "../db/backup/backup-database";
import { BackupError } from "../db/backup/backup-error";
import type { Retention } from "../db/backup/backup-retention";
import { describeContents } from "../db/backup/database-contents";
import { formatBytes, formatSeconds } from "../db/backup/human-figures";

const USAGE = "Usage : npm run db:backup -- [--dir DOSSIER] [--keep-daily N] [--keep-weekly N]";

function readArguments(): { dir: string; keep: Retention | null } {
  try {
    const { values } = parseArgs({
      options: {
        dir: { type: "string", default: "./backups" },
        "keep-daily": { type: "string" },
        "keep-weekly": { type: "string" },
      },
    });
    if (values["keep-daily"] === undefined && values["keep-weekly"] === undefined) {
      return { dir: values.dir, keep: null };
    }
    const keep = { daily: count(values["keep-daily"]), weekly: count(values["keep-weekly"]) };
    if (keep.daily + keep.weekly === 0) throw new Error("--keep-daily 0 --keep-weekly 0 supprimerait tout");
    return { dir: values.dir, keep };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

function count(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value))
    throw new Error(`--keep-daily et --keep-weekly attendent un nombre entier (reçu : ${value})`);
  return Number(value);
}

const { dir, keep } = readArguments();
const config = loadConfigOrExit();
try {
  const backup = await backupDatabase(config, dir);
  console.log(
    `Sauvegarde de ${backup.source} écrite : ${backup.file} (${formatBytes(backup.bytes)}, en ${formatSeconds(backup.milliseconds)}).`,
  );
  console.log(`Contenu : ${describeContents(backup.contents)}.`);
  if (keep) {
    const deleted = pruneBackups(dir, keep);
    console.log(
      `Rotation (${keep.daily} par jour, ${keep.weekly} par semaine) : ` +
        (deleted.length === 0 ? "aucune sauvegarde à supprimer." : `supprimées : ${deleted.join(", ")}.`),
    );
  }
  console.log(
    "Rappel : AUTH_SECRET n'est pas dans la sauvegarde" +
      (config.AUTH_SECRET ? "" : ` (il est généré dans ${config.DATA_DIR}/auth-secret)`) +
      " : gardez-le à part, en lieu sûr. Sans lui, les sessions et la validation en deux étapes ne se restaurent pas.",
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Échec de la sauvegarde : ${String(error)}`);
  process.exit(1);
}
