// npm run db:seed — demo accounts and transport dates. Refused in production.
import { loadConfigOrExit } from "../config/load-config";
import { openDatabaseOrExit } from "../db/open-database-or-exit";
import { demoAccountsBanner, demoInvoicing, seedDemoData } from "../features/demo/demo-data";

const config = loadConfigOrExit();
if (config.NODE_ENV === "production") {
  console.error("Les données de démonstration ne sont jamais créées en production (NODE_ENV=production).");
  process.exit(1);
}
const database = await openDatabaseOrExit(config);
await seedDemoData(database.db, new Date(), demoInvoicing(config));
console.log(`Données de démonstration prêtes sur ${database.description}.\n${demoAccountsBanner()}`);
await database.close();
