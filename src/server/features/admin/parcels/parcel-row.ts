import { sql } from "drizzle-orm";
import { parcels, users } from "#server/db/schema";
import { DELETED_ACCOUNT } from "#shared/account-data";
import type { AdminParcelRow } from "#shared/admin/admin-parcels";
import type { BalanceState } from "#shared/parcels/balance-state";

/**
 * The columns of one row of the admin parcel list (docs/product/administration.md#parcel-list), read
 * from the parcel and its client in the list's one query, and the row as the API sends it.
 */
export const parcelRowColumns = {
  id: parcels.id,
  reference: parcels.reference,
  trackingCode: parcels.trackingCode,
  clientId: parcels.clientId,
  // 'Compte supprimé' once the client deleted the account (docs/product/accounts.md#account-deletion).
  clientName: sql<string>`coalesce(${users.name}, ${DELETED_ACCOUNT})`,
  clientEmail: users.email,
  description: parcels.description,
  fromCountry: parcels.fromCountry,
  toCountry: parcels.toCountry,
  status: parcels.status,
  paid: parcels.paid,
  priceCents: parcels.priceCents,
  priceFcfa: parcels.priceFcfa,
  weightGrams: parcels.weightGrams,
  preferredDate: parcels.preferredDate,
  proofReceived: sql<boolean>`${parcels.proofReceivedAt} is not null`,
  cancelledByClient: sql<boolean>`${parcels.cancelledAt} is not null`,
  // The weigh-in's balance, from the same row: a balance proof in 'À vérifier' reads as such, with its
  // amount, and the list stays one query (docs/product/administration.md#to-verify).
  balanceCents: parcels.balanceCents,
  balanceFcfa: parcels.balanceFcfa,
  balanceState: parcels.balanceState,
  balanceProofReceived: sql<boolean>`${parcels.balanceProofReceivedAt} is not null`,
  createdAt: parcels.createdAt,
  updatedAt: parcels.updatedAt,
};

type RowWithDates = Omit<AdminParcelRow, "balance" | "createdAt" | "updatedAt"> & {
  balanceCents: number;
  balanceFcfa: number;
  balanceState: BalanceState | null;
  balanceProofReceived: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export function toParcelRow({
  balanceCents,
  balanceFcfa,
  balanceState,
  balanceProofReceived,
  createdAt,
  updatedAt,
  ...row
}: RowWithDates): AdminParcelRow {
  return {
    ...row,
    balance:
      balanceState === null
        ? null
        : {
            cents: balanceCents,
            fcfa: balanceFcfa,
            state: balanceState,
            proofReceived: balanceProofReceived,
          },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
