import { z } from "zod";
import { documentLinkSchema } from "../invoices";
import { parcelBalanceSchema } from "../parcels/balance-schema";
import type { ParcelTab } from "../parcels/display";
import { handoverSummarySchema } from "../parcels/handover";
import { dropoffSchema, paymentProofSummarySchema } from "../parcels/request-api";

import type { StatusTone } from "../parcels/status";
import { parcelStatusSchema } from "../parcels/status-schema";
import { recipientResponseSchema } from "../recipients/recipient";
import { REPACKING_CHOICES } from "../shop-orders/contents";
import { contentItemSchema, parcelShopOrderSchema } from "../shop-orders/shop-order-api";

export type { ParcelTab };

/**
 * API contracts of the tracking screens (Mes Colis, the detail panel, the public tracking link). Fastify
 * serialises every response through these, so a column that is not listed here never leaves the
 * server; the client reads the inferred types.
 */

const PARCEL_PAGE_SIZE = 20;
const MAX_PARCEL_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 100;
export { PARCEL_NOT_FOUND } from "./tracking-code";
export const INVALID_CURSOR = "Lien de pagination invalide. Rechargez la liste.";

const PARCEL_TABS = ["active", "history"] as const satisfies readonly ParcelTab[];

export const parcelListQuerySchema = z.object({
  /**
   * active = all but delivered, history = delivered (docs/product/parcels.md#display-rules); absent =
   * both.
   */
  tab: z.enum(PARCEL_TABS).optional(),
  /** Search by id or description (docs/product/parcels.md#tracking-screen). */
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `La recherche ne doit pas dépasser ${SEARCH_MAX_LENGTH} caractères`)
    .optional(),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PARCEL_PAGE_SIZE).default(PARCEL_PAGE_SIZE),
});
export type ParcelListQuery = z.output<typeof parcelListQuerySchema>;

const isoTimestamp = z.string();

const parcelClientSchema = z.object({
  /** 'Compte supprimé' for a paid parcel kept after its client deleted the account. */
  name: z.string(),
  /** Null once the account is deleted (docs/product/accounts.md#account-deletion). */
  email: z.string().nullable(),
  /** The client's switch for parcel e-mails: the admin's confirmations say whether an e-mail will go. */
  emailNotifications: z.boolean(),
});

const parcelSummarySchema = z.object({
  id: z.string(),
  /** `CLB-4K7P-03`, the name a person reads and the payment reference (decision 100); null for a parcel
   * whose client was erased before references existed: the product then shows its id. */
  reference: z.string().nullable(),
  trackingCode: z.string(),
  description: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  status: parcelStatusSchema,
  paid: z.boolean(),
  preferredDate: z.string().nullable(),
  /** preferredDate + 1 day (docs/product/parcels.md#estimated-arrival), null without a date. */
  estimatedArrivalDate: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  priceFcfa: z.number().int().nullable(),
  /** Weighed at reception by the carrier (docs/product/departures.md#weigh-in); null before. */
  measuredWeightGrams: z.number().int().nullable(),
  /** What the weigh-in left to settle; null when nothing. */
  balance: parcelBalanceSchema.nullable(),
  /** A proof of payment was uploaded. */
  proofReceived: z.boolean(),
  /** Refused because the client cancelled the request. */
  cancelledByClient: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /** Admins only (docs/product/accounts.md#roles): who sent it. Absent in a client's own list. */
  client: parcelClientSchema.optional(),
});
export type ParcelSummary = z.infer<typeof parcelSummarySchema>;

export const parcelListSchema = z.object({
  parcels: z.array(parcelSummarySchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Per tab, over every parcel matching the search (not only this page): the tabs' "(n)". */
  counts: z.object({ active: z.number().int(), history: z.number().int() }),
});
export type ParcelList = z.infer<typeof parcelListSchema>;

const trackingEntrySchema = z.object({
  id: z.string(),
  status: parcelStatusSchema,
  note: z.string(),
  location: z.string().nullable(),
  /** Who recorded it: the client (request, date, cancellation) or the carrier; null when unknown. */
  actor: z.enum(["client", "admin"]).nullable(),
  createdAt: isoTimestamp,
});
export type TrackingEntry = z.infer<typeof trackingEntrySchema>;

/** URLs are the parcel photo routes (owner or admin only, decision 012). */
const parcelPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ParcelPhoto = z.infer<typeof parcelPhotoSchema>;

const parcelDetailSchema = parcelSummarySchema.extend({
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  productLink: z.string().nullable(),
  paidAt: isoTimestamp.nullable(),
  /** Oldest first, as a timeline reads. */
  history: z.array(trackingEntrySchema),
  photos: z.array(parcelPhotoSchema),
  /** The latest proof sent, null before any. */
  paymentProof: paymentProofSummarySchema.nullable(),
  /** Admins only: the photo of the parcel on the scale at reception, null without one. */
  scalePhotoUrl: z.string().nullable(),
  /** Who collects it (docs/product/recipients.md); null for a request sent without one. */
  recipient: recipientResponseSchema.nullable(),
  /**
   * The owner only: the 6-digit code the recipient gives at the handover. Never sent to the carrier,
   * who must hear it from the recipient (docs/product/recipients.md#collection-code).
   */
  collectionCode: z.string().nullable(),
  /** The carrier only: wrong codes still allowed before the identity check is the only way. */
  codeAttemptsLeft: z.number().int().nullable(),
  /** How it was handed over, once delivered. */
  handover: handoverSummarySchema.nullable(),
  /** The departure's drop-off place and deadline, until the carrier has the parcel. */
  dropoff: dropoffSchema.nullable(),
  /** Its invoices and credit notes, oldest first (docs/product/accounting.md#documents). */
  documents: z.array(documentLinkSchema).optional(),
  /** What it holds, line by line, as declared for customs (docs/product/contents-and-customs.md#contents). */
  contents: z.array(contentItemSchema).optional(),
  /** Ma boîte's orders sent together in it, and how they are packed (docs/product/ma-boite.md#sending-together). */
  shopOrders: z.array(parcelShopOrderSchema).optional(),
  repacking: z.enum(REPACKING_CHOICES).nullable().optional(),
});
export type ParcelDetail = z.infer<typeof parcelDetailSchema>;

export const parcelDetailResponseSchema = z.object({ parcel: parcelDetailSchema });
export type ParcelDetailResponse = z.infer<typeof parcelDetailResponseSchema>;

const STATUS_TONES = [
  "yellow",
  "orange",
  "blue",
  "indigo",
  "purple",
  "cyan",
  "green",
  "red",
] as const satisfies readonly StatusTone[];

/** A collection point: address and opening hours, one line each (docs/product/recipients.md#ready-for-pickup). */
export const collectionPointSchema = z.strictObject({
  address: z.array(z.string()),
  hours: z.array(z.string()),
});
export type CollectionPoint = z.infer<typeof collectionPointSchema>;
// Its words live without Zod, for the public page (decision 025).
export { READY_FOR_PICKUP_TEXT, READY_FOR_PICKUP_TITLE } from "./ready-for-pickup";

export const trackingCodeParamsSchema = z.object({ code: z.string().max(64) });

/**
 * The public page's data (docs/product/parcels.md#public-tracking): route, status, progress, history,
 * estimated arrival. Nothing personal: no name, e-mail, price, description, photos, ids, or who recorded
 * an entry. Strict, so a field added by mistake fails the response instead of leaking.
 */
export const publicTrackingSchema = z.strictObject({
  trackingCode: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  status: parcelStatusSchema,
  /** As the owner sees it (docs/product/parcels.md#display-rules), e.g. 'En attente de date'. */
  statusLabel: z.string(),
  statusTone: z.enum(STATUS_TONES),
  estimatedArrivalDate: z.string().nullable(),
  /**
   * Where the recipient collects the parcel, from the configuration: only while it is 'En livraison'
   * (available for pickup) and when the arrival country has a collection point.
   */
  collectionPoint: collectionPointSchema.nullable(),
  history: z.array(
    z.strictObject({
      status: parcelStatusSchema,
      note: z.string(),
      location: z.string().nullable(),
      createdAt: isoTimestamp,
    }),
  ),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;
