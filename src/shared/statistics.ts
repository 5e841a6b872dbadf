import type { BalanceState } from "./parcels/balance-state";
import { isWaitingForDate } from "./parcels/display";
import type { ParcelStatus } from "./parcels/status";

/** What the statistics need to know about each parcel. */
export type StatisticsParcel = {
  /** Null for a paid parcel kept after its client deleted the account: it counts no client. */
  clientId: string | null;
  status: ParcelStatus;
  paid: boolean;
  priceCents: number;
  preferredDate: string | null;
  /** When a proof of payment arrived, null before any. */
  proofReceivedAt: Date | string | null;
  /**
   * Every balance of its weigh-ins paid, minus every refund made, in cents
   * (docs/product/departures.md#money-received): 0 without any.
   */
  settledCents: number;
  /** The balance asked now, for the 'À vérifier' count. */
  balanceState: BalanceState | null;
  /** When a proof for the balance arrived. */
  balanceProofReceivedAt: Date | string | null;
};

type DashboardStatistics = {
  totalPackages: number;
  pendingPackages: number;
  waitingForDates: number;
  totalRevenueCents: number;
  activeClients: number;
  toVerify: number;
};

/**
 * Money actually received for a parcel (docs/product/departures.md#money-received): its price once
 * paid, plus every balance paid, minus every refund made.
 */
function receivedCents(p: StatisticsParcel): number {
  return (p.paid ? p.priceCents : 0) + p.settledCents;
}

/**
 * The five admin summary figures, as docs/product/administration.md#dashboard defines them. This is the
 * reference the SQL version is tested against, so it favours being obviously right over being fast. Note
 * what the specification says: pending counts waiting-for-date parcels too, revenue counts every paid
 * parcel whatever its status (a paid then refused parcel included), and a client is "active" as soon as
 * they have any parcel.
 */
export function computeStatistics(parcels: readonly StatisticsParcel[]): DashboardStatistics {
  return {
    totalPackages: parcels.length,
    pendingPackages: parcels.filter((p) => p.status === "pending").length,
    waitingForDates: parcels.filter(isWaitingForDate).length,
    totalRevenueCents: parcels.reduce((sum, p) => sum + receivedCents(p), 0),
    activeClients: new Set(parcels.flatMap((p) => (p.clientId === null ? [] : [p.clientId]))).size,
    // The carrier's 'À vérifier' list (docs/product/administration.md#to-verify).
    toVerify: parcels.filter(
      (p) =>
        (!p.paid && p.proofReceivedAt !== null) ||
        (p.balanceState === "due" && p.balanceProofReceivedAt !== null),
    ).length,
  };
}
