import { z } from "zod";
import { CONTENT_CATEGORIES, REPACKING_CHOICES } from "./contents";
import { RECEPTION_PLACES, SHOPS } from "./shops";

/**
 * API contracts of Ma boîte (docs/product/ma-boite.md) and of a parcel's contents
 * (docs/product/contents-and-customs.md): the server serialises through these schemas, the client
 * reads the same types. French messages are what a person reads when a field is refused.
 */

/** Upper bounds that only catch absurd input; the declared-value ceiling is a setting (decision 100). */
export const CONTENT_LIMITS = { descriptionMax: 200, quantityMax: 999, linesMax: 50 } as const;

/** One line of contents as the client declares it (unit value in euro cents). */
export const contentItemInputSchema = z.object({
  category: z.enum(CONTENT_CATEGORIES, { error: "Choisissez une catégorie." }),
  description: z
    .string({ error: "Décrivez l'article." })
    .trim()
    .min(2, "Décrivez l'article en quelques mots (par exemple « Robe en coton »).")
    .max(
      CONTENT_LIMITS.descriptionMax,
      `La description tient en ${CONTENT_LIMITS.descriptionMax} caractères.`,
    ),
  quantity: z
    .number({ error: "Indiquez la quantité." })
    .int("La quantité est un nombre entier.")
    .min(1, "La quantité est d'au moins 1.")
    .max(CONTENT_LIMITS.quantityMax, `La quantité est d'au plus ${CONTENT_LIMITS.quantityMax}.`),
  unitValueCents: z
    .number({ error: "Indiquez la valeur d'un article en euros." })
    .int("Indiquez la valeur en euros, centimes compris (par exemple 12,50).")
    .min(0, "La valeur ne peut pas être négative."),
});
export type ContentItemInput = z.infer<typeof contentItemInputSchema>;

export const contentItemsInputSchema = z
  .array(contentItemInputSchema)
  .max(CONTENT_LIMITS.linesMax, `Au plus ${CONTENT_LIMITS.linesMax} lignes de contenu.`);

export const contentItemSchema = contentItemInputSchema.extend({
  id: z.string(),
  /** On a parcel's list: the order the line came with from Ma boîte, null for a line typed in the wizard. */
  orderId: z.string().nullable().optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** PUT /api/shop-orders/:id/contents — the whole list, replacing the one declared before. */
export const declareContentsBodySchema = z.object({ items: contentItemsInputSchema });

/** A received order as its owner (or the carrier) sees it. */
export const shopOrderSchema = z.object({
  id: z.string(),
  shop: z.enum(SHOPS),
  /** The shop's name to show: « Amazon », or the name typed for another shop. */
  shopLabel: z.string(),
  trackingNumber: z.string(),
  orderNumber: z.string().nullable(),
  weightGrams: z.number().int(),
  note: z.string().nullable(),
  place: z.enum(RECEPTION_PLACES),
  receivedAt: z.string(),
  /** Addresses of the photos (GET, the owner's or the carrier's session): `shopOrderPhotoPath`. */
  photoUrls: z.array(z.string()),
  /** Last day of free storage (calendar date, Paris) and the whole days left (negative once past). */
  storageEndsOn: z.string(),
  storageDaysLeft: z.number().int(),
  contents: z.array(contentItemSchema),
  /** Set once the order left Ma boîte in a parcel request. */
  parcelId: z.string().nullable(),
  parcelReference: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

/** GET /api/shop-orders — the signed-in client's orders: waiting in Ma boîte, and sent in a parcel. */
export const myShopOrdersSchema = z.object({
  waiting: z.array(shopOrderSchema),
  sent: z.array(shopOrderSchema),
  /** The client's personal address, lines as a shop's checkout form wants them. */
  address: z.array(z.string()),
  reference: z.string(),
  refusedItemsAcknowledged: z.boolean(),
});
export type MyShopOrders = z.infer<typeof myShopOrdersSchema>;

/** POST /api/shop-orders/claims — a client claims an order `À identifier` by its numbers. */
export const claimBodySchema = z.object({
  number: z
    .string({ error: "Indiquez le numéro de suivi ou de commande." })
    .trim()
    .min(4, "Indiquez le numéro de suivi ou de commande tel que la boutique l'a donné.")
    .max(80, "Ce numéro est trop long."),
});

/** The parcel request's additions for orders sent together (POST /api/parcels). */
export const sendTogetherFieldsSchema = z.object({
  orderIds: z.array(z.string()).max(30).optional(),
  repacking: z.enum(REPACKING_CHOICES).optional(),
});

/** Where a received order's photo is served (the owner's session or the carrier's). */
export const shopOrderPhotoPath = (orderId: string, position: number) =>
  `/api/shop-orders/${encodeURIComponent(orderId)}/photos/${position}`;

/** POST /api/shop-orders/refused-items-acknowledgement — answered with the moment it was recorded. */
export const refusedItemsAcknowledgementSchema = z.object({ acknowledgedAt: z.string() });

/** An order as a parcel's detail lists it (client and carrier): what left Ma boîte in this parcel. */
export const parcelShopOrderSchema = shopOrderSchema.pick({
  id: true,
  shop: true,
  shopLabel: true,
  trackingNumber: true,
  orderNumber: true,
  weightGrams: true,
  receivedAt: true,
});
export type ParcelShopOrder = z.infer<typeof parcelShopOrderSchema>;
