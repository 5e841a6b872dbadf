import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

/**
 * PGlite opens a data folder without any lock of its own: two processes on one folder would corrupt
 * it. We hold a lock file with our PID for as long as the database is open, and refuse a folder whose
 * lock belongs to a live process. A lock left by a dead process (kill -9) is taken over.
 */
export class DataFolderBusyError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `Le dossier de données ${folder} est déjà ouvert par un autre processus (PID ${pid}). ` +
        "Arrêtez-le, ou choisissez un autre DATA_DIR.",
    );
    this.name = "DataFolderBusyError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Folders this process holds: a lock file with our own PID is ours only if it is listed here. */
const heldHere = new Set<string>();

export function acquireFolderLock(folder: string): () => void {
  if (heldHere.has(folder)) throw new DataFolderBusyError(folder, process.pid);
  mkdirSync(folder, { recursive: true });
  const lockFile = join(folder, "colibri.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(folder);
      return () => {
        heldHere.delete(folder);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataFolderBusyError(folder, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller le dossier de données ${folder}`);
}

/**
 * A kill -9 while PGlite starts can leave an empty `postmaster.pid`, after which PGlite fails to
 * initialise ("PGlite failed to initialize properly"). Only an empty one is removed: a filled one is
 * PGlite's normal state after a crash and it copes with it. Safe because we hold the folder lock.
 */
export function removeStaleEmptyPidFile(pgDataFolder: string): boolean {
  const pidFile = join(pgDataFolder, "postmaster.pid");
  if (existsSync(pidFile) && statSync(pidFile).size === 0) {
    rmSync(pidFile);
    return true;
  }
  return false;
}
