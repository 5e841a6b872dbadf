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
  /**
   * The part of the revenue paid before invoicing began: no invoice stands for it
   * (docs/product/accounting.md#before-invoicing); 0 on a database that always invoiced.
   */
  revenueBeforeInvoicingCents: z.number().int(),
  revenueBeforeInvoicingFcfa: z.number().int(),
  activeClients: z.number().int(),
  /** Unpaid parcels with a proof of payment: the 'À vérifier' list. */
  toVerify: z.number().int(),
});
export type DashboardStatisticsResponse = z.infer<typeof dashboardStatisticsSchema>;
