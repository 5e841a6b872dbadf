import type { Config } from "../config/config";
import type { DatabaseHandle } from "./database";
import { openDatabase } from "./open-database";

/** Opens and migrates the configured database, or explains which setting is wrong and exits with 1. */
export async function openDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    const setting = config.DATABASE_URL ? "DATABASE_URL" : "DATA_DIR";
    console.error(`Impossible d'ouvrir la base de données (${setting}) : ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    await handle.migrate();
  } catch (error) {
    console.error(`Échec des migrations sur ${handle.description} : ${(error as Error).message}`);
    await handle.close().catch(() => {});
    process.exit(1);
  }
  return handle;
}
