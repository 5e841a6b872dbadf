// npm run admin -- grant EMAIL | revoke EMAIL — promote or demote an account
// (docs/product/accounts.md#roles).
import { loadConfigOrExit } from "../config/load-config";
import { openDatabaseOrExit } from "../db/open-database-or-exit";
import { setRoleByEmail } from "../features/accounts/roles";

const USAGE = "Usage : npm run admin -- grant EMAIL   (ou)   npm run admin -- revoke EMAIL";
const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
const found = await setRoleByEmail(database.db, email, command === "grant" ? "admin" : "client");
await database.close();
if (!found) {
  console.error(`Aucun compte n'existe avec l'e-mail ${email}. Le compte doit d'abord être créé.`);
  process.exit(1);
}
console.log(
  command === "grant"
    ? `${email} est maintenant administrateur.`
    : `${email} n'est plus administrateur (rôle client).`,
);
