import { join } from "node:path";
import { buildApp } from "./app";
import { resolveAuthSecret } from "./config/auth-secret";
import { demoDataAllowed } from "./config/config";
import { loadConfigOrExit } from "./config/load-config";
import { resolveVapidKeys } from "./config/vapid-keys";
import { openDatabaseOrExit } from "./db/open-database-or-exit";
import { demoAccountsBanner, isDatabaseEmpty, seedDemoData } from "./features/demo/demo-data";
import { dropoffReminderSweep } from "./features/departures/dropoff-reminders";
import { createLogTransport, createSmtpTransport } from "./features/mail/mail-transport";
import { createOutboxWorker } from "./features/mail/outbox-worker";
import { alertAdminsOfCeiling } from "./features/messaging/ceiling-alert";
import { createMessageWorker } from "./features/messaging/message-worker";
import { channelSendersFromConfig, dailyCeilingsFromConfig } from "./features/messaging/senders";
import { pushSenders } from "./features/push";
import { stopGracefully } from "./http/graceful-shutdown";
import { lanAddresses } from "./http/origin-check";
import { PROJECT_ROOT } from "./project-root";

const CLIENT_DIR = join(PROJECT_ROOT, "dist", "client");

async function main() {
  const config = loadConfigOrExit();
  const authSecret = resolveAuthSecret(config);
  const vapidKeys = resolveVapidKeys(config);
  const database = await openDatabaseOrExit(config);

  if (demoDataAllowed(config) && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);

  const app = await buildApp({ config, database, authSecret, vapidKeys, clientDir: CLIENT_DIR });
  // Without SMTP_URL (never in production) e-mails stay in the database for /dev/mailbox and their
  // links are logged; the worker still marks them handled so the log shows each one once.
  const mailWorker = createOutboxWorker({
    db: database.db,
    transport: config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : createLogTransport(app.log),
    logger: app.log,
    // The day-before reminders of drop-off deadlines, queued by every instance, each once (decision 071).
    sweeps: [dropoffReminderSweep(database.db, config.PUBLIC_URL)],
  });
  app.addHook("onClose", () => mailWorker.stop());
  // WhatsApp, SMS and push messages, sent on the channels whose settings this instance has (decision 081).
  const messageWorker = createMessageWorker({
    db: database.db,
    // Push's sender needs the database and the key pair resolved above (generated in development).
    senders: { ...channelSendersFromConfig(config), ...pushSenders(database.db, vapidKeys) },
    dailyCeilings: dailyCeilingsFromConfig(config),
    onCeiling: alertAdminsOfCeiling(database.db, config.PUBLIC_URL),
    logger: app.log,
  });
  app.addHook("onClose", () => messageWorker.stop());

  stopGracefully(app, () => database.close(), {
    delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    console.error(
      `Impossible d'écouter sur ${config.HOST}:${config.PORT} (PORT, HOST) : ${(error as Error).message}`,
    );
    await database.close();
    process.exit(1);
  }
  // Every instance may run the worker: each message is claimed by one of them only (decision 044).
  if (config.OUTBOX_WORKER) {
    mailWorker.start();
    messageWorker.start();
  } else app.log.info("outbox worker off (OUTBOX_WORKER=false): other instances send the e-mails");
  app.log.info({ database: database.description, url: config.PUBLIC_URL }, "Colibri started");
  if (demoDataAllowed(config)) {
    // A phone on the same Wi-Fi reaches these too; the server trusts them outside production.
    const everywhere = config.HOST === "0.0.0.0" || config.HOST === "::";
    const lan = everywhere
      ? lanAddresses().map((ip) => `  ou, sur le réseau local : http://${ip}:${config.PORT}\n`)
      : [];
    console.log(`\nColibri est prêt sur ${config.PUBLIC_URL}\n${lan.join("")}${demoAccountsBanner()}\n`);
  }
}

void main();
