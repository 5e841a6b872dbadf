import { asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { inOneSnapshot } from "#server/db/read-snapshot";
import { emailOutbox, notificationAlerts, pushSubscriptions, recipients, users } from "#server/db/schema";
import { readFile } from "#server/features/files";
import { documentPdf, documentsOfClient } from "#server/features/invoices";
import { AppError } from "#server/http/app-error";
import { documentFileName } from "#shared/invoices";
import { parcelsOf } from "./data-export-parcels";
import { shopOrdersOf } from "./data-export-shop-orders";
import { type FileToExport, iso, withoutLinkSecrets } from "./data-export-values";
import { NOT_SIGNED_IN } from "./session";
import type { ZipEntry } from "./zip-stream";

/** The JSON at the root of the archive (docs/product/accounts.md#data-export). */
export const EXPORT_JSON_NAME = "colibri-mes-donnees.json";

async function accountOf(db: Executor, userId: string) {
  // Only these columns: never a password hash, a session token or a two-step secret (those are in
  // other tables, read nowhere here).
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      emailNotifications: users.emailNotifications,
      adminAlerts: users.adminAlerts,
      twoFactorEnabled: users.twoFactorEnabled,
      phone: users.phone,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  // Deleted meanwhile from another device: this session has ended with it.
  if (!user) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  return user;
}

async function savedRecipientsOf(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(recipients)
    .where(eq(recipients.clientId, userId))
    .orderBy(asc(recipients.createdAt), asc(recipients.id));
  return rows.map((recipient) => ({
    nom: recipient.name,
    téléphone: recipient.phone,
    secondTéléphone: recipient.secondPhone,
    ville: recipient.city,
    quartierRepère: recipient.landmark,
    enregistréLe: iso(recipient.createdAt),
    utiliséLe: iso(recipient.lastUsedAt),
  }));
}

async function alertsOf(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(notificationAlerts)
    .where(eq(notificationAlerts.userId, userId))
    .orderBy(asc(notificationAlerts.createdAt));
  return rows.map((alert) => ({
    colis: alert.parcelId,
    email: alert.email,
    départ: alert.fromCountry,
    arrivée: alert.toCountry,
    description: alert.description,
    poidsEnGrammes: alert.weightGrams,
    crééeLe: iso(alert.createdAt),
    prévenuLe: iso(alert.notifiedAt),
  }));
}

/**
 * The devices that receive push notifications (docs/product/notifications.md#push): named and dated,
 * without their endpoint and keys, which would let whoever reads the file send to the device.
 */
async function pushDevicesOf(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map((device) => ({
    appareil: device.device,
    activéLe: iso(device.createdAt),
    dernièreNotificationLe: iso(device.lastUsedAt),
  }));
}

/** The e-mails queued to the account's address (sent, waiting or failed), oldest first. */
async function emailsTo(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, email.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  return rows.map((message) => ({
    à: message.toAddress,
    objet: message.subject,
    texte: withoutLinkSecrets(message.textBody),
    état: {
      pending: "en attente d'envoi",
      sent: "envoyé",
      failed: "échec de l'envoi",
      // An administrator's alert sent inside a digest (docs/product/administration.md#alert-digest).
      grouped: "envoyé dans un récapitulatif",
    }[message.status],
    crééLe: iso(message.createdAt),
    envoyéLe: iso(message.sentAt),
  }));
}

/**
 * Everything the account holds (docs/product/accounts.md#data-export), as the archive's entries: the JSON
 * first, built from a few queries in one snapshot (a parcel created, or an e-mail queued, while they run
 * is in all of them or in none), then each photo and proof read from storage one at a time as the
 * archive is written — outside that transaction, which must not stay open while a slow phone downloads.
 * A file removed meanwhile (a photo deleted in another tab) is left out.
 */
export async function accountDataEntries(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AsyncIterable<ZipEntry>> {
  const files: FileToExport[] = [];
  const { account, parcelList, savedRecipients, alerts, emails, documents, pushDevices, orders } =
    await inOneSnapshot(db, async (tx) => {
      const account = await accountOf(tx, userId);
      const [parcelList, savedRecipients, alerts, emails, documents, pushDevices, orders] = await Promise.all(
        [
          parcelsOf(tx, userId, files),
          savedRecipientsOf(tx, userId),
          alertsOf(tx, userId),
          emailsTo(tx, account.email),
          documentsOfClient(tx, userId),
          pushDevicesOf(tx, userId),
          shopOrdersOf(tx, userId, files),
        ],
      );
      return { account, parcelList, savedRecipients, alerts, emails, documents, pushDevices, orders };
    });
  const data = {
    àPropos:
      "Vos données chez Colibri. Les photos de vos colis, vos preuves de paiement, vos factures et vos avoirs sont dans les dossiers « photos », « preuves-de-paiement » et « factures » de cette archive.",
    exportéLe: now.toISOString(),
    compte: {
      id: account.id,
      email: account.email,
      nom: account.name,
      téléphone: account.phone,
      rôle: account.role === "admin" ? "administrateur" : "client",
      adresseConfirmée: account.emailVerified,
      crééLe: iso(account.createdAt),
      notificationsParEmail: account.emailNotifications,
      ...(account.role === "admin" ? { alertesAdministrateurParEmail: account.adminAlerts } : {}),
      connexionEnDeuxÉtapes: account.twoFactorEnabled,
    },
    colis: parcelList,
    // Ma boîte (docs/product/ma-boite.md): the orders received for the account, photos in 'commandes'.
    commandesMaBoîte: orders,
    destinatairesEnregistrés: savedRecipients,
    alertesDeDate: alerts,
    emails,
    // As issued, and as PDF in the 'factures' folder (docs/product/accounting.md#documents).
    facturesEtAvoirs: documents,
    appareilsAvecNotifications: pushDevices,
  };
  return (async function* () {
    yield {
      path: EXPORT_JSON_NAME,
      content: new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`),
      compress: true,
    };
    for (const file of files) {
      const stored = await readFile(db, file.fileId);
      if (stored) yield { path: file.path, content: stored.content, compress: false };
    }
    for (const document of documents) {
      yield {
        path: `factures/${documentFileName(document.kind, document.number)}`,
        content: await documentPdf(document),
        compress: false,
      };
    }
  })();
}
