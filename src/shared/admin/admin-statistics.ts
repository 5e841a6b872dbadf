import { z } from "zod";

/**
 * The five cards of the admin dashboard (docs/product/administration.md#dashboard), plus the revenue
 * in FCFA shown beside the euros.
 */
export const dashboardStatisticsSchema = z.object({
  totalPackages: z.number().int(),
  pendingPackages: z.number().int(),
  waitingForDates: z.number().int(),
  totalRevenueCents: z.number().int(),
  totalRevenueFcfa: z.number().int(),
  activeClients: z.number().int(),
  /** Unpaid parcels with a proof of payment: the 'À vérifier' list. */
  toVerify: z.number().int(),
});
export type DashboardStatisticsResponse = z.infer<typeof dashboardStatisticsSchema>;
