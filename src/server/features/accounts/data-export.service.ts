import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { inOneSnapshot } from "#server/db/read-snapshot";
import {
  balanceSettlements,
  emailOutbox,
  notificationAlerts,
  parcelPhotos,
  parcels,
  paymentProofs,
  recipients,
  storedFiles,
  trackingEvents,
  users,
} from "#server/db/schema";
import { fileExtension, readFile } from "#server/features/files";
import { AppError } from "#server/http/app-error";
import { STATUS_LABELS } from "#shared/parcels/status";
import { NOT_SIGNED_IN } from "./session";
import type { ZipEntry } from "./zip-stream";

/** The JSON at the root of the archive (docs/product/accounts.md#data-export). */
export const EXPORT_JSON_NAME = "colibri-mes-donnees.json";

/** A stored file to add to the archive under `path`; all are WebP or PDF, compressed already. */
type FileToExport = { path: string; fileId: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Links in e-mails carry single-use secrets (confirmation, new password, sign-in link): the export keeps
 * the e-mail but never a link that still works, since the archive may be left on a shared phone.
 */
export function withoutLinkSecrets(text: string): string {
  return text.replace(/([?&]token=)[^&\s]+/g, "$1retiré-de-l-export");
}

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

async function parcelsOf(db: Executor, userId: string, files: FileToExport[]) {
  const rows = await db
    .select()
    .from(parcels)
    .where(eq(parcels.clientId, userId))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
  const ids = rows.map((parcel) => parcel.id);
  if (ids.length === 0) return [];
  const [history, photos, proofs, settlements] = await Promise.all([
    db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.parcelId, ids))
      .orderBy(asc(trackingEvents.seq)),
    db
      .select()
      .from(parcelPhotos)
      .where(inArray(parcelPhotos.parcelId, ids))
      .orderBy(asc(parcelPhotos.position), asc(parcelPhotos.id)),
    db
      .select({
        proof: paymentProofs,
        contentType: storedFiles.contentType,
        byteSize: storedFiles.byteSize,
      })
      .from(paymentProofs)
      .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.fileId))
      .where(inArray(paymentProofs.parcelId, ids))
      .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id)),
    db
      .select()
      .from(balanceSettlements)
      .where(inArray(balanceSettlements.parcelId, ids))
      .orderBy(asc(balanceSettlements.createdAt), asc(balanceSettlements.id)),
  ]);
  return rows.map((parcel) => {
    const parcelPhotosOf = photos.filter((photo) => photo.parcelId === parcel.id);
    const parcelProofs = proofs.filter(({ proof }) => proof.parcelId === parcel.id);
    return {
      id: parcel.id,
      codeDeSuivi: parcel.trackingCode,
      description: parcel.description,
      départ: parcel.fromCountry,
      arrivée: parcel.toCountry,
      statut: parcel.status,
      libelléDuStatut: STATUS_LABELS[parcel.status],
      poidsEnGrammes: parcel.weightGrams,
      dimensionsEnMillimètres: {
        longueur: parcel.lengthMm,
        largeur: parcel.widthMm,
        hauteur: parcel.heightMm,
      },
      lienDuProduit: parcel.productLink,
      prixEnCentimesDEuro: parcel.priceCents,
      prixEnFcfa: parcel.priceFcfa,
      payé: parcel.paid,
      payéLe: iso(parcel.paidAt),
      dateDeTransport: parcel.preferredDate,
      poidsMesuréEnGrammes: parcel.measuredWeightGrams,
      soldeAprèsPesée:
        parcel.balanceState === null
          ? null
          : {
              centimesDEuro: parcel.balanceCents,
              fcfa: parcel.balanceFcfa,
              état: parcel.balanceState,
              régléLe: iso(parcel.balanceSettledAt),
            },
      // Every balance settled, a parcel weighed again after a correction included
      // (docs/product/departures.md#money-received).
      soldesRéglés: settlements
        .filter((settlement) => settlement.parcelId === parcel.id)
        .map((settlement) => ({
          état: settlement.kind,
          centimesDEuro: settlement.cents,
          fcfa: settlement.fcfa,
          poidsMesuréEnGrammes: settlement.measuredWeightGrams,
          motif: settlement.note,
          le: iso(settlement.createdAt),
        })),
      destinataire:
        parcel.recipientName === null
          ? null
          : {
              nom: parcel.recipientName,
              téléphone: parcel.recipientPhone,
              secondTéléphone: parcel.recipientSecondPhone,
              ville: parcel.recipientCity,
              quartierRepère: parcel.recipientLandmark,
            },
      codeDeRetrait: parcel.collectionCode,
      remise:
        parcel.handoverMethod === null
          ? null
          : {
              mode: parcel.handoverMethod === "code" ? "code de retrait" : "pièce d'identité",
              retiréPar: parcel.collectedByName,
              le: iso(parcel.handedOverAt),
            },
      preuveReçueLe: iso(parcel.proofReceivedAt),
      annuléLe: iso(parcel.cancelledAt),
      crééLe: iso(parcel.createdAt),
      modifiéLe: iso(parcel.updatedAt),
      historique: history
        .filter((entry) => entry.parcelId === parcel.id)
        .map((entry) => ({
          statut: entry.status,
          libelléDuStatut: STATUS_LABELS[entry.status],
          note: entry.note,
          lieu: entry.location,
          le: iso(entry.createdAt),
        })),
      photos: parcelPhotosOf.map((photo) => {
        const path = `photos/${parcel.id}/photo-${photo.position}.webp`;
        files.push({ path, fileId: photo.fileId });
        return {
          fichier: path,
          largeur: photo.width,
          hauteur: photo.height,
          ajoutéeLe: iso(photo.createdAt),
        };
      }),
      preuvesDePaiement: parcelProofs.map(({ proof, contentType, byteSize }, index) => {
        const path = `preuves-de-paiement/${parcel.id}/preuve-${index + 1}.${fileExtension(contentType)}`;
        files.push({ path, fileId: proof.fileId });
        return {
          fichier: path,
          nomDuFichierEnvoyé: proof.originalName,
          référenceDeTransaction: proof.transactionReference,
          type: contentType,
          tailleEnOctets: byteSize,
          envoyéeLe: iso(proof.createdAt),
        };
      }),
    };
  });
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
    état: { pending: "en attente d'envoi", sent: "envoyé", failed: "échec de l'envoi" }[message.status],
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
  const { account, parcelList, savedRecipients, alerts, emails } = await inOneSnapshot(db, async (tx) => {
    const account = await accountOf(tx, userId);
    const [parcelList, savedRecipients, alerts, emails] = await Promise.all([
      parcelsOf(tx, userId, files),
      savedRecipientsOf(tx, userId),
      alertsOf(tx, userId),
      emailsTo(tx, account.email),
    ]);
    return { account, parcelList, savedRecipients, alerts, emails };
  });
  const data = {
    àPropos:
      "Vos données chez Colibri. Les photos de vos colis et vos preuves de paiement sont dans les dossiers « photos » et « preuves-de-paiement » de cette archive.",
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
    destinatairesEnregistrés: savedRecipients,
    alertesDeDate: alerts,
    emails,
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
  })();
}
