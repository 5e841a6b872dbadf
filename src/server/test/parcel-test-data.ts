import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SettlementKind } from "#shared/parcels/balance-settlement";
import type { ParcelStatus } from "#shared/parcels/status";
import type { Db } from "../db/database";
import { newId, newTrackingCode } from "../db/ids";
import {
  balanceSettlements,
  onlinePayments,
  parcelPhotos,
  parcels,
  paymentProofs,
  storedFiles,
  trackingEvents,
} from "../db/schema";
import { MINIMAL_PDF } from "./pdf-test-kit";

/**
 * Parcels and what hangs on them, written straight into the database for the API tests: lists and
 * statistics need thousands of parcels, statuses no single request creates, and exact creation
 * times. Defaults: a pending, unpaid 2 kg parcel FR → TG at 12 €/kg, for a far-away date.
 */

export type TestParcel = {
  clientId: string;
  status?: ParcelStatus;
  paid?: boolean;
  preferredDate?: string | null;
  departureId?: string | null;
  description?: string;
  fromCountry?: string;
  toCountry?: string;
  weightGrams?: number | null;
  priceCents?: number | null;
  priceFcfa?: number | null;
  createdAt?: Date;
  updatedAt?: Date;
} & Partial<
  Pick<
    typeof parcels.$inferInsert,
    "recipientName" | "recipientPhone" | "recipientCity" | "recipientLandmark" | "collectionCode"
  >
>;

const orDefault = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

function parcelValues(parcel: TestParcel) {
  const createdAt = parcel.createdAt ?? new Date();
  return {
    // Ids sort like creation times, as the real ones do (keyset pagination relies on it).
    id: newId("pkg", createdAt.getTime()),
    trackingCode: newTrackingCode(),
    clientId: parcel.clientId,
    description: parcel.description ?? "Vêtements et chaussures",
    weightGrams: orDefault(parcel.weightGrams, 2000),
    fromCountry: parcel.fromCountry ?? "FR",
    toCountry: parcel.toCountry ?? "TG",
    status: parcel.status ?? "pending",
    priceCents: orDefault(parcel.priceCents, 2400),
    priceFcfa: orDefault(parcel.priceFcfa, 15720),
    paid: parcel.paid ?? false,
    preferredDate: orDefault(parcel.preferredDate, "2030-01-15"),
    departureId: parcel.departureId ?? null,
    createdAt,
    updatedAt: parcel.updatedAt ?? createdAt,
    recipientName: parcel.recipientName ?? null,
    recipientPhone: parcel.recipientPhone ?? null,
    recipientCity: parcel.recipientCity ?? null,
    recipientLandmark: parcel.recipientLandmark ?? null,
    ...(parcel.collectionCode ? { collectionCode: parcel.collectionCode } : {}),
  };
}

/** A parcel row alone, without any history. */
export async function insertParcel(db: Db, parcel: TestParcel) {
  const [row] = await db.insert(parcels).values(parcelValues(parcel)).returning();
  if (!row) throw new Error("parcel not inserted");
  return row;
}

/** A parcel as the request's creation leaves it: the row and its first history entry. */
export async function insertRequestedParcel(db: Db, parcel: TestParcel) {
  const row = await insertParcel(db, parcel);
  await insertHistory(db, row.id, [
    { status: "pending", note: "Demande créée — En attente de paiement", createdAt: row.createdAt },
  ]);
  return row;
}

/** Many parcels in one statement (the 1 000-parcel test), one millisecond apart, newest last. */
export async function insertManyParcels(db: Db, clientId: string, count: number, start = Date.now() - count) {
  const rows = Array.from({ length: count }, (_, index) =>
    parcelValues({ clientId, description: `Colis numéro ${index}`, createdAt: new Date(start + index) }),
  );
  for (let offset = 0; offset < rows.length; offset += 500) {
    await db.insert(parcels).values(rows.slice(offset, offset + 500));
  }
}

export async function insertHistory(
  db: Db,
  parcelId: string,
  entries: { status: ParcelStatus; note: string; location?: string; createdAt: Date }[],
) {
  await db.insert(trackingEvents).values(
    entries.map((entry) => ({
      id: newId(),
      parcelId,
      status: entry.status,
      note: entry.note,
      location: entry.location ?? null,
      createdAt: entry.createdAt,
    })),
  );
}

async function insertFile(db: Db, content: Buffer, contentType: string) {
  const id = newId();
  await db.insert(storedFiles).values({
    id,
    contentType,
    byteSize: content.length,
    sha256: createHash("sha256").update(content).digest("hex"),
    content,
  });
  return id;
}

/** `content` tells one photo's bytes from another's (the data export compares them). */
export async function insertPhoto(
  db: Db,
  parcelId: string,
  position: number,
  content = Buffer.from(`photo ${position}`),
) {
  const fileId = await insertFile(db, content, "image/webp");
  const thumbnailFileId = await insertFile(db, Buffer.from(`miniature ${position}`), "image/webp");
  const id = newId();
  await db
    .insert(parcelPhotos)
    .values({ id, parcelId, position, fileId, thumbnailFileId, width: 1600, height: 1200 });
  return id;
}

/** A proof as the upload leaves it: the file, the proof row and the parcel's "proof received" time. */
export async function insertPaymentProof(
  db: Db,
  parcelId: string,
  createdAt = new Date(),
  content = MINIMAL_PDF,
) {
  const fileId = await insertFile(db, content, "application/pdf");
  await db.insert(paymentProofs).values({
    id: newId(),
    parcelId,
    fileId,
    originalName: "recu-tmoney.pdf",
    transactionReference: "TM-123456",
    createdAt,
  });
  await db.update(parcels).set({ proofReceivedAt: createdAt }).where(eq(parcels.id, parcelId));
}

/**
 * A balance settled as the carrier's action records it (docs/product/departures.md#money-received): the
 * settlement row, and the parcel's balance columns saying what became of the balance asked.
 */
export async function insertSettlement(
  db: Db,
  parcelId: string,
  settlement: { kind: SettlementKind; cents: number; fcfa: number; note?: string; createdAt?: Date },
) {
  const createdAt = settlement.createdAt ?? new Date();
  await db.insert(balanceSettlements).values({
    id: newId("bst"),
    parcelId,
    kind: settlement.kind,
    cents: settlement.cents,
    fcfa: settlement.fcfa,
    note: settlement.note ?? null,
    createdAt,
  });
  await db
    .update(parcels)
    .set({
      balanceState: settlement.kind,
      balanceCents: settlement.cents,
      balanceFcfa: settlement.fcfa,
      balanceSettledAt: createdAt,
    })
    .where(eq(parcels.id, parcelId));
}

/**
 * An online payment as the provider's confirmation leaves it (decision 080): approved and recorded on
 * the parcel (`applied`), or approved and not recorded, with the reason (`problem`).
 */
export async function insertOnlinePayment(
  db: Db,
  parcelId: string,
  payment: {
    purpose?: "price" | "balance";
    amountFcfa?: number;
    applied?: boolean;
    problem?: typeof onlinePayments.$inferInsert.problem;
    measuredWeightGrams?: number | null;
    at?: Date;
  } = {},
) {
  const at = payment.at ?? new Date();
  const transaction = String(100_000 + Math.floor(Math.random() * 900_000));
  const [row] = await db
    .insert(onlinePayments)
    .values({
      id: newId("opay"),
      parcelId,
      provider: "fedapay",
      providerTransactionId: transaction,
      checkoutUrl: `https://checkout.example/${transaction}`,
      purpose: payment.purpose ?? "price",
      measuredWeightGrams: payment.measuredWeightGrams ?? null,
      amountFcfa: payment.amountFcfa ?? 15720,
      currency: "XOF",
      status: "approved",
      problem: payment.problem ?? null,
      appliedAt: payment.applied === false ? null : at,
      confirmedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error("online payment not inserted");
  return row;
}

/**
 * The name a parcel's e-mails give it (`CLB-4K7P-03`, decision 101; its id when it has none): what a
 * test looks for to find the e-mails about one parcel.
 */
export async function parcelNameInMails(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ reference: parcels.reference }).from(parcels).where(eq(parcels.id, id));
  return row?.reference ?? id;
}
