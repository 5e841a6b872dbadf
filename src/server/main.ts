import { join } from "node:path";
import { buildApp } from "./app";
import { resolveAuthSecret } from "./config/auth-secret";
import { demoDataAllowed } from "./config/config";
import { loadConfigOrExit } from "./config/load-config";
import { openDatabaseOrExit } from "./db/open-database-or-exit";
import { demoAccountsBanner, isDatabaseEmpty, seedDemoData } from "./features/demo/demo-data";
import { createLogTransport, createSmtpTransport } from "./features/mail/mail-transport";
import { createOutboxWorker } from "./features/mail/outbox-worker";
import { lanAddresses } from "./http/origin-check";
import { PROJECT_ROOT } from "./project-root";

const CLIENT_DIR = join(PROJECT_ROOT, "dist", "client");

async function main() {
  const config = loadConfigOrExit();
  const authSecret = resolveAuthSecret(config);
  const database = await openDatabaseOrExit(config);

  if (demoDataAllowed(config) && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);

  const app = await buildApp({ config, database, authSecret, clientDir: CLIENT_DIR });
  // Without SMTP_URL (never in production) e-mails stay in the database for /dev/mailbox and their
  // links are logged; the worker still marks them handled so the log shows each one once.
  const mailWorker = createOutboxWorker({
    db: database.db,
    transport: config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : createLogTransport(app.log),
    logger: app.log,
  });
  app.addHook("onClose", () => mailWorker.stop());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl+C forces the exit
    stopping = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close(); // stops accepting connections, lets in-flight requests finish
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown incomplete");
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
  mailWorker.start();
  app.log.info({ database: database.description, url: config.PUBLIC_URL }, "Colibri started");
  if (demoDataAllowed(config)) {
    // A phone on the same Wi-Fi reaches these too; the server trusts them outside production.
    const everywhere = config.HOST === "0.0.0.0" || config.HOST === "::";
    const lan = everywhere
      ? lanAddresses().map((ip) => `  ou, sur le réseau local : http://${ip}:${config.PORT}\n`)
      : [];
    console.log(`\nColibri est prêt sur ${config.PUBLIC_URL}\n${lan.join("")}${demoAccountsBanner()}\n`);
  }
}

void main();
