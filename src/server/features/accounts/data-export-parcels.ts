import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import {
  balanceSettlements,
  parcelPhotos,
  parcels,
  paymentProofs,
  storedFiles,
  trackingEvents,
} from "#server/db/schema";
import { fileExtension } from "#server/features/files";
import { STATUS_LABELS } from "#shared/parcels/status";
import { type FileToExport, iso } from "./data-export-values";

/**
 * The export's parcels (docs/product/accounts.md#data-export): each with its history, settled balances,
 * recipient, handover, photos and payment proofs. The photos' and proofs' files are added to `files`,
 * to be read into the archive after the JSON.
 */
export async function parcelsOf(db: Executor, userId: string, files: FileToExport[]) {
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
