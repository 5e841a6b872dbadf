import type { parcels } from "#server/db/schema";
import { DELETED_ACCOUNT } from "#shared/account-data";
import { displayName } from "#shared/accounts";
import { estimatedArrivalDate } from "#shared/calendar";
import type { ParcelSummary } from "#shared/tracking/tracking-schemas";

export type ParcelRow = typeof parcels.$inferSelect;

/** The client's columns as a left join reads them: all null once the account was deleted. */
export type ClientColumns = { name: string | null; email: string | null; emailNotifications: boolean | null };

type ParcelClient = NonNullable<ParcelSummary["client"]>;

/**
 * Who sent the parcel, as the admin reads it; a paid parcel kept after its client deleted the account
 * reads 'Compte supprimé', with no address and no e-mail to send (docs/product/accounts.md#account-deletion).
 */
function parcelClient({ name, email, emailNotifications }: ClientColumns): ParcelClient {
  if (email === null) return { name: DELETED_ACCOUNT, email: null, emailNotifications: false };
  return { name: displayName({ name, email }), email, emailNotifications: emailNotifications ?? true };
}

/**
 * A parcel as the list and the detail show it; `client` only for the admin
 * (docs/product/accounts.md#roles).
 */
export function toParcelSummary(row: ParcelRow, client?: ClientColumns): ParcelSummary {
  return {
    id: row.id,
    reference: row.reference,
    trackingCode: row.trackingCode,
    description: row.description,
    fromCountry: row.fromCountry,
    toCountry: row.toCountry,
    status: row.status,
    paid: row.paid,
    preferredDate: row.preferredDate,
    estimatedArrivalDate: row.preferredDate ? estimatedArrivalDate(row.preferredDate) : null,
    weightGrams: row.weightGrams,
    priceCents: row.priceCents,
    priceFcfa: row.priceFcfa,
    measuredWeightGrams: row.measuredWeightGrams,
    balance:
      row.balanceState === null
        ? null
        : {
            cents: row.balanceCents,
            fcfa: row.balanceFcfa,
            state: row.balanceState,
            proofReceived: row.balanceProofReceivedAt !== null,
          },
    proofReceived: row.proofReceivedAt !== null,
    cancelledByClient: row.cancelledAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(client ? { client: parcelClient(client) } : {}),
  };
}
