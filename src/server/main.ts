import { join } from "node:path";
import { buildApp } from "./app";
import { resolveAuthSecret } from "./config/auth-secret";
import { demoDataAllowed } from "./config/config";
import { loadConfigOrExit } from "./config/load-config";
import { resolveVapidKeys } from "./config/vapid-keys";
import { openDatabaseOrExit } from "./db/open-database-or-exit";
import { startFedaPaySimulator } from "./dev/fedapay-simulator";
import { demoAccountsBanner, demoInvoicing, isDatabaseEmpty, seedDemoData } from "./features/demo/demo-data";
import { createLogTransport, createSmtpTransport } from "./features/mail/mail-transport";
import { emailJobKind } from "./features/mail/outbox-worker";
import { alertAdminsOfCeiling } from "./features/messaging/ceiling-alert";
import { messageJobKinds } from "./features/messaging/message-worker";
import { channelSendersFromConfig, dailyCeilingsFromConfig } from "./features/messaging/senders";
import { SIMULATOR_KEYS } from "./features/payments";
import { pushSenders } from "./features/push";
import { stopGracefully } from "./http/graceful-shutdown";
import { lanAddresses } from "./http/origin-check";
import { periodicSweeps } from "./periodic-sweeps";
import { PROJECT_ROOT } from "./project-root";
import { createJobQueue, type JobKind } from "./workers/job-queue";
import { createScheduler } from "./workers/scheduler";

const CLIENT_DIR = join(PROJECT_ROOT, "dist", "client");

async function main() {
  let config = loadConfigOrExit();
  // The development demo pays on a local FedaPay simulator (decision 079), unless FEDAPAY_API_URL
  // points elsewhere; its checkout page is at this machine's address.
  const simulator =
    config.FEDAPAY_ENVIRONMENT === "simulator" && !config.FEDAPAY_API_URL
      ? await startFedaPaySimulator({
          secretKey: config.FEDAPAY_SECRET_KEY ?? SIMULATOR_KEYS.secretKey,
          webhookSecret: config.FEDAPAY_WEBHOOK_SECRET ?? SIMULATOR_KEYS.webhookSecret,
          webhook: `http://127.0.0.1:${config.PORT}/api/payments/fedapay/webhook`,
          // As Mobile Money: the payer is back on the payment page before the operator confirms.
          approvalDelayMs: 2000,
        })
      : null;
  if (simulator) config = { ...config, FEDAPAY_API_URL: simulator.url };
  const authSecret = resolveAuthSecret(config);
  const vapidKeys = resolveVapidKeys(config);
  const database = await openDatabaseOrExit(config);

  if (demoDataAllowed(config) && (await isDatabaseEmpty(database.db)))
    await seedDemoData(database.db, new Date(), demoInvoicing(config));

  const app = await buildApp({ config, database, authSecret, vapidKeys, clientDir: CLIENT_DIR });
  if (simulator) app.addHook("onClose", () => simulator.close());
  // Without SMTP_URL (never in production) e-mails stay in the database for /dev/mailbox and their
  // links are logged; the queue still marks them handled so the log shows each one once.
  const mailTransport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createLogTransport(app.log);
  // One queue for every job (decision 094): e-mails, account e-mails first and the administrators' alerts
  // in a digest above the threshold (decision 095); WhatsApp, SMS and push messages on the channels
  // whose settings this instance has (decision 081).
  const jobQueue = createJobQueue({
    db: database.db,
    logger: app.log,
    kinds: [
      emailJobKind({
        db: database.db,
        transport: mailTransport,
        digest: { threshold: config.ADMIN_ALERT_DIGEST_THRESHOLD, publicUrl: config.PUBLIC_URL },
      }) as JobKind,
      ...messageJobKinds({
        db: database.db,
        // Push's sender needs the database and the key pair resolved above (generated in development).
        senders: { ...channelSendersFromConfig(config), ...pushSenders(database.db, vapidKeys) },
        dailyCeilings: dailyCeilingsFromConfig(config),
        onCeiling: alertAdminsOfCeiling(database.db, config.PUBLIC_URL),
        logger: app.log,
      }),
    ],
  });
  app.addHook("onClose", async () => {
    await jobQueue.stop();
    mailTransport.close();
  });
  // The periodic sweeps, each switched by its own setting, whatever OUTBOX_WORKER says (decision 094).
  const scheduler = createScheduler({
    sweeps: periodicSweeps(config, database.db, app.payments),
    logger: app.log,
  });
  app.addHook("onClose", () => scheduler.stop());

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
  // Every instance may run the queue: each job is claimed by one of them only (decision 044).
  if (config.OUTBOX_WORKER) jobQueue.start();
  else app.log.info("outbox worker off (OUTBOX_WORKER=false): other instances send the e-mails");
  scheduler.start();
  app.log.info({ database: database.description, url: config.PUBLIC_URL }, "Colibri started");
  if (simulator)
    app.log.info(
      { url: simulator.url },
      "FedaPay simulator for online payment (FEDAPAY_ENVIRONMENT=simulator)",
    );
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
