import { and, asc, type Column, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { balanceSettlements, departures, parcels, users } from "#server/db/schema";
import { readContentsOfParcels } from "#server/features/contents";
import { isMoneySettlement } from "#server/features/money";
import { recipientOf } from "#server/features/recipients";
import { conflict, notFound } from "#server/http/app-error";
import { DELETED_ACCOUNT } from "#shared/account-data";
import { displayName } from "#shared/accounts";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import {
  MANIFEST_STATUSES,
  NO_MANIFEST_PARCELS,
  NO_PARCELS_ON_DEPARTURE,
} from "#shared/departures/departure-files";
import type { DepartureState } from "#shared/departures/departure-state";
import type { BalanceState } from "#shared/parcels/balance-state";
import type { ParcelStatus } from "#shared/parcels/status";
import type { Recipient } from "#shared/recipients/recipient";
import type { ContentItem } from "#shared/shop-orders/shop-order-api";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

/**
 * Reads what the labels and the manifest print (docs/product/departures.md#labels, #manifest): one
 * parcel; a departure with its parcels that are not refused (the messages); a departure with the
 * parcels its labels and manifest list (received or later, or paid). Oldest first. Read only.
 */

/** What a label prints. */
export type LabelParcel = {
  id: string;
  /** `CLB-4K7P-03`, the label's number (decision 100); null for a parcel without a client reference. */
  reference: string | null;
  trackingCode: string;
  description: string;
  fromCountry: string;
  toCountry: string;
  weightGrams: number | null;
  measuredWeightGrams: number | null;
  /** The departure's day, else the day the client chose, else null (not yet dated). */
  departureDate: string | null;
  /** Who collects it (docs/product/recipients.md); null for a request made without one. */
  recipient: Recipient | null;
  /** The sender: `Compte supprimé` once the account was deleted (the parcel is kept without a client). */
  clientName: string;
  /** E.164, null when the client gave none or the account was deleted. */
  clientPhone: string | null;
  /** What it holds, line by line (docs/product/contents-and-customs.md#contents); empty when undeclared. */
  contents: ContentItem[];
};

/** What a manifest row prints besides the label's fields. */
export type ManifestParcel = LabelParcel & {
  clientEmail: string | null;
  status: ParcelStatus;
  priceCents: number | null;
  priceFcfa: number | null;
  paid: boolean;
  balanceCents: number;
  balanceFcfa: number;
  balanceState: BalanceState | null;
  /** Every balance paid minus every refund made (docs/product/departures.md#money-received). */
  settledCents: number;
  settledFcfa: number;
};

export type Departure = {
  id: string;
  date: string;
  fromCountry: string;
  toCountry: string;
  capacityGrams: number | null;
  state: DepartureState;
  dropoffPlace: string | null;
  /** ISO instant, null when there is no deadline. */
  dropoffDeadline: string | null;
};

/** One parcel's balances paid minus its refunds made; waived ones are no money. */
const settled = (amount: Column) =>
  sql<number>`(select coalesce(sum(${amount}), 0) from ${balanceSettlements} where ${balanceSettlements.parcelId} = ${parcels.id} and ${isMoneySettlement})`.mapWith(
    Number,
  );

const columns = {
  id: parcels.id,
  reference: parcels.reference,
  trackingCode: parcels.trackingCode,
  description: parcels.description,
  fromCountry: parcels.fromCountry,
  toCountry: parcels.toCountry,
  weightGrams: parcels.weightGrams,
  measuredWeightGrams: parcels.measuredWeightGrams,
  preferredDate: parcels.preferredDate,
  departureDay: departures.date,
  status: parcels.status,
  priceCents: parcels.priceCents,
  priceFcfa: parcels.priceFcfa,
  paid: parcels.paid,
  balanceCents: parcels.balanceCents,
  balanceFcfa: parcels.balanceFcfa,
  balanceState: parcels.balanceState,
  settledCents: settled(balanceSettlements.cents),
  settledFcfa: settled(balanceSettlements.fcfa),
  clientName: users.name,
  clientEmail: users.email,
  clientPhone: users.phone,
  recipientName: parcels.recipientName,
  recipientPhone: parcels.recipientPhone,
  recipientSecondPhone: parcels.recipientSecondPhone,
  recipientCity: parcels.recipientCity,
  recipientLandmark: parcels.recipientLandmark,
};

const selectParcels = (db: Db) =>
  db
    .select(columns)
    .from(parcels)
    .leftJoin(departures, eq(departures.id, parcels.departureId))
    .leftJoin(users, eq(users.id, parcels.clientId));

type Row = Awaited<ReturnType<typeof selectParcels>>[number];

function toManifestParcel({
  preferredDate,
  departureDay,
  clientName,
  clientEmail,
  recipientName,
  recipientPhone,
  recipientSecondPhone,
  recipientCity,
  recipientLandmark,
  ...row
}: Row): Omit<ManifestParcel, "contents"> {
  return {
    ...row,
    recipient: recipientOf({
      recipientName,
      recipientPhone,
      recipientSecondPhone,
      recipientCity,
      recipientLandmark,
    }),
    departureDate: departureDay ?? preferredDate,
    clientName:
      clientEmail === null ? DELETED_ACCOUNT : displayName({ name: clientName, email: clientEmail }),
    clientEmail,
  };
}

/** The parcels read, each with its contents list (one query for them all). */
async function withContents(db: Db, rows: Row[]): Promise<ManifestParcel[]> {
  const contents = await readContentsOfParcels(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toManifestParcel(row), contents: contents.get(row.id) ?? [] }));
}

/** One parcel, whatever its status; 404 `Colis introuvable` when unknown. */
export async function readLabelParcel(db: Db, parcelId: string): Promise<ManifestParcel> {
  const [parcel] = await withContents(db, await selectParcels(db).where(eq(parcels.id, parcelId)).limit(1));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);
  return parcel;
}

async function readDeparture(db: Db, departureId: string): Promise<Departure> {
  const [departure] = await db
    .select({
      id: departures.id,
      date: departures.date,
      fromCountry: departures.fromCountry,
      toCountry: departures.toCountry,
      capacityGrams: departures.capacityGrams,
      state: departures.state,
      dropoffPlace: departures.dropoffPlace,
      dropoffDeadline: departures.dropoffDeadline,
    })
    .from(departures)
    .where(eq(departures.id, departureId))
    .limit(1);
  if (!departure) throw notFound(DEPARTURE_NOT_FOUND);
  return { ...departure, dropoffDeadline: departure.dropoffDeadline?.toISOString() ?? null };
}

async function readParcelsOf(db: Db, departureId: string, listed: SQL | undefined) {
  const rows = await selectParcels(db)
    .where(and(eq(parcels.departureId, departureId), ne(parcels.status, "rejected"), listed))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
  return withContents(db, rows);
}

/**
 * A departure and its parcels that are not refused, by creation (the messages to its clients and
 * recipients); 404 `Date introuvable.` for an unknown departure, 409 `Aucun colis sur ce départ.` when
 * it has none.
 */
export async function readDepartureParcels(
  db: Db,
  departureId: string,
): Promise<{ departure: Departure; parcels: ManifestParcel[] }> {
  const departure = await readDeparture(db, departureId);
  const listed = await readParcelsOf(db, departureId, undefined);
  if (listed.length === 0) throw conflict("NO_PARCELS", NO_PARCELS_ON_DEPARTURE);
  return { departure, parcels: listed };
}

/**
 * A departure and the parcels its labels and its manifest both list (docs/product/departures.md#on-file):
 * received or later, or paid; never refused or cancelled. One selection for both files, so the labels
 * never print a parcel the manifest leaves out. 409 `Aucun colis reçu ou payé sur ce départ.` when none.
 */
export async function readDepartureFileParcels(
  db: Db,
  departureId: string,
): Promise<{ departure: Departure; parcels: ManifestParcel[] }> {
  const departure = await readDeparture(db, departureId);
  const listed = await readParcelsOf(
    db,
    departureId,
    or(inArray(parcels.status, [...MANIFEST_STATUSES]), eq(parcels.paid, true)),
  );
  if (listed.length === 0) throw conflict("NO_PARCELS", NO_MANIFEST_PARCELS);
  return { departure, parcels: listed };
}
