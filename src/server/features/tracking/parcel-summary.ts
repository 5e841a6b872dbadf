import type { parcels } from "#server/db/schema";
import { displayName } from "#shared/accounts";
import { estimatedArrivalDate } from "#shared/calendar";
import type { ParcelSummary } from "#shared/tracking/tracking-schemas";

export type ParcelRow = typeof parcels.$inferSelect;

/**
 * A parcel as the list and the detail show it; `client` only for the admin
 * (docs/product/accounts.md#roles).
 */
export function toParcelSummary(
  row: ParcelRow,
  client?: { name: string; email: string; emailNotifications: boolean },
): ParcelSummary {
  return {
    id: row.id,
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
    proofReceived: row.proofReceivedAt !== null,
    cancelledByClient: row.cancelledAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(client ? { client: { ...client, name: displayName(client) } } : {}),
  };
}
