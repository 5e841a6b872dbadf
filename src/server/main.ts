import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { resolveAuthSecret } from "./config/auth-secret";
import { loadConfigOrExit } from "./config/load-config";
import { openDatabaseOrExit } from "./db/open-database-or-exit";
import { demoAccountsBanner, isDatabaseEmpty, seedDemoData } from "./features/demo/demo-data";

const CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main() {
  const config = loadConfigOrExit();
  resolveAuthSecret(config);
  const database = await openDatabaseOrExit(config);

  const demoAllowed = config.NODE_ENV !== "production" && config.DEMO_DATA;
  if (demoAllowed && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);

  const app = await buildApp({ config, database, clientDir: CLIENT_DIR });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl+C forces the exit
    stopping = true;
    app.log.info({ signal }, "arrêt en cours");
    try {
      await app.close(); // stops accepting connections, lets in-flight requests finish
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "arrêt incomplet");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    console.error(
      `Impossible d'écouter sur ${config.HOST}:${config.PORT} (PORT, HOST) : ${(error as Error).message}`,
    );
    await database.close();
    process.exit(1);
  }
  app.log.info({ database: database.description, url: config.PUBLIC_URL }, "Colibri démarré");
  if (demoAllowed) console.log(`\nColibri est prêt sur ${config.PUBLIC_URL}\n${demoAccountsBanner()}\n`);
}

void main();
