// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { loadConfigOrExit } from "../config/load-config";
import { openDatabaseOrExit } from "../db/open-database-or-exit";

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
console.log(`Migrations appliquées sur ${database.description}.`);
await database.close();
