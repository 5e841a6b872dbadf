// npm run db:restore -- FICHIER [--force] — restores a db:backup file into the configured database,
// which must be empty unless --force (docs/DEPLOYMENT.md#backups-and-restore).
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config/load-config";
import { BackupError } from "../db/backup/backup-error";
import { describeContents } from "../db/backup/database-contents";
import { describeTarget } from "../db/backup/database-target";
import { formatSeconds } from "../db/backup/human-figures";
import { restoreDatabase } from "../db/backup/restore-database";

// `--` matters: without it npm keeps --force for itself.
const USAGE = "Usage : npm run db:restore -- FICHIER [--force]";

function readArguments(): { file: string; force: boolean } {
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: "boolean", default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error("Indiquez un fichier de sauvegarde, un seul.");
    return { file: positionals[0] as string, force: values.force };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { file, force } = readArguments();
const config = loadConfigOrExit();
console.log(`Restauration de ${file} dans ${describeTarget(config)}…`);
try {
  const result = await restoreDatabase(config, file, { force, tell: (line) => console.log(line) });
  console.log(`Restauré en ${formatSeconds(result.milliseconds)} : ${describeContents(result.restored)}.`);
  if (result.replacedKeptAt) {
    console.log(
      `L'ancienne base est gardée dans ${result.replacedKeptAt} : supprimez-la une fois les données vérifiées.`,
    );
  }
  console.log(
    "Démarrez le serveur : il applique au démarrage les migrations plus récentes que la sauvegarde. " +
      "Il lui faut le même AUTH_SECRET qu'au moment de la sauvegarde.",
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Échec de la restauration : ${String(error)}`);
  process.exit(1);
}
