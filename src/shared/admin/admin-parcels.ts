import { z } from "zod";
import { parcelStatusSchema, statusFilterSchema } from "../parcels/status-schema";

/** API contracts of the admin parcel tab (issue 7, B6): search and the three actions. */

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** Newest first by default; "date" sorts by the transport date the client wants (soonest first). */
export const PARCEL_SORTS = ["newest", "oldest", "date"] as const;
export type ParcelSort = (typeof PARCEL_SORTS)[number];

export const SEARCH_PLACEHOLDER = "Rechercher par email, pays, ID...";
export const NO_PARCEL_FOUND = "Aucun colis trouvé";
export const resultCountText = (count: number, total: number) => `${count} résultat(s) sur ${total}`;

/** What the admin may search on (seed §2, B6): e-mail, name, country (code or French name), id. */
export const parcelSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional().default(""),
  status: z
    .union([statusFilterSchema, z.literal("all")])
    .optional()
    .default("all"),
  clientId: z.string().max(100).optional(),
  sort: z.enum(PARCEL_SORTS).optional().default("newest"),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(DEFAULT_ADMIN_PAGE_SIZE),
});
export type ParcelSearchQuery = z.input<typeof parcelSearchQuerySchema>;

export const adminParcelRowSchema = z.object({
  id: z.string(),
  trackingCode: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  description: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  status: parcelStatusSchema,
  paid: z.boolean(),
  priceCents: z.number().int().nullable(),
  priceFcfa: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  preferredDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminParcelRow = z.infer<typeof adminParcelRowSchema>;

export const parcelPageSchema = z.object({
  items: z.array(adminParcelRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ParcelPage = z.infer<typeof parcelPageSchema>;

export const NOTE_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 120;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * Every action names the status the admin saw (A10): the server applies it only if the parcel is
 * still there, so two admins acting at once cannot both succeed.
 */
export const statusChangeBodySchema = z
  .object({
    expectedStatus: parcelStatusSchema,
    to: parcelStatusSchema,
    note: optionalText(NOTE_MAX_LENGTH),
    location: optionalText(LOCATION_MAX_LENGTH),
  })
  .strict();
export type StatusChangeBody = z.input<typeof statusChangeBodySchema>;

export const expectedStatusBodySchema = z.object({ expectedStatus: parcelStatusSchema }).strict();

export const STALE_PARCEL_MESSAGE = "Ce colis a été modifié entre-temps. La page a été actualisée.";
