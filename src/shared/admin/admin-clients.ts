import { z } from "zod";
import { DEFAULT_ADMIN_PAGE_SIZE, SEARCH_MAX_LENGTH } from "./admin-parcels";

/**
 * The admin-clients page (docs/product/administration.md#clients): who the clients are and what they have
 * sent.
 */

export const clientSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(DEFAULT_ADMIN_PAGE_SIZE),
});
export type ClientSearchQuery = z.input<typeof clientSearchQuerySchema>;

const adminClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  parcelCount: z.number().int(),
  totalPaidCents: z.number().int(),
  /** The latest of: account creation, last sign-in, last change to one of their parcels. */
  lastActivityAt: z.string(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const clientPageSchema = z.object({
  items: z.array(adminClientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientPage = z.infer<typeof clientPageSchema>;

export const NO_CLIENT_FOUND = "Aucun client trouvé";
