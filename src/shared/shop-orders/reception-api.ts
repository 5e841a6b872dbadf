import { z } from "zod";
import { formatKg } from "../departures/departure-text";
import { kgToGrams } from "../pricing";
import { parseWeightKg } from "../weight";
import { shopOrderSchema } from "./shop-order-api";
import { RECEPTION_PLACE_LABELS, RECEPTION_PLACES, type ReceptionPlace, SHOPS } from "./shops";

/**
 * The carrier's reception of shop orders (docs/product/reception.md, decision 102): finding the client,
 * the form sent from a phone, the lists `À identifier` and `Stockage dépassé`. Shared by the server's
 * routes and the admin screens.
 */

/** Limits of what one reception takes (decision 102). */
export const RECEPTION_LIMITS = {
  /** Photos sent with one order: enough for the box, its label and a damage; each ≤ 10 MB. */
  photosMax: 5,
  /** A shop's box carried by a delivery service weighs at most about 30 kg; 70 kg catches a typo. */
  weightMaxKg: 70,
  numberMax: 80,
  noteMax: 300,
  shopNameMax: 60,
} as const;

export const ORDER_WEIGHT_INVALID = "Indiquez le poids du colis reçu, en kg (par exemple 1,2).";
export const ORDER_WEIGHT_TOO_HIGH = `Un colis de boutique pèse au plus ${RECEPTION_LIMITS.weightMaxKg} kg : vérifiez le poids saisi.`;
export const NO_ORDER_PHOTO = "Ajoutez au moins une photo du colis.";
export const TOO_MANY_ORDER_PHOTOS = `Au plus ${RECEPTION_LIMITS.photosMax} photos par colis.`;
export const ORDER_PHOTO_NOT_IMAGE =
  "Une des photos n'est pas une image lisible (JPEG, PNG, WebP, HEIC). Reprenez la photo.";
export const CLIENT_NOT_FOUND = "Ce client n'existe pas ou plus. Cherchez-le de nouveau.";
export const SHOP_ORDER_NOT_FOUND = "Cette commande est introuvable.";
export const NOTHING_TO_CLAIM =
  "Aucune commande en attente d'identification ne porte ce numéro. Vérifiez le numéro de suivi ou de commande donné par la boutique ; si le colis n'est pas encore arrivé, réessayez quand il sera livré.";
export const CLAIM_TAKEN =
  "Une autre personne a déjà signalé cette commande. Le transporteur vérifie et vous contactera si elle est à vous.";
export const NO_CLAIM_PENDING = "Personne n'a réclamé cette commande, ou sa réclamation a déjà été traitée.";
export const ALREADY_IDENTIFIED = "Cette commande a déjà un propriétaire.";

export const ALREADY_RECEIVED =
  "Ce numéro de suivi a déjà été reçu : un même colis n'est enregistré qu'une fois.";

/** « 12 mars 2026 » style is the screen's business; the 409 names the earlier arrival in words. */
export const duplicateTrackingMessage = (earlier: {
  receivedOn: string;
  clientName: string | null;
  shopLabel: string;
}) =>
  `Ce numéro de suivi a déjà été reçu le ${earlier.receivedOn} (${earlier.shopLabel}, ${
    earlier.clientName ? `client : ${earlier.clientName}` : "à identifier"
  }). Un même colis n'est enregistré qu'une fois.`;

/** « Votre commande Amazon est arrivée à notre adresse de Paris » (Lomé for the reverse route). */
export const orderArrivedTitle = (shopLabel: string, place: ReceptionPlace) =>
  `Votre commande ${shopLabel} est arrivée à notre adresse de ${RECEPTION_PLACE_LABELS[place]}`;

/** '1,25 kg'. */
export const orderWeightText = (grams: number) => `${formatKg(grams)} kg`;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * The text fields of `POST /api/admin/shop-orders` (multipart, beside the photos `photo`): strings as a
 * form sends them. The weight is typed the French way (« 1,2 ») and read by the one weight parser.
 */
export const receiveOrderFieldsSchema = z
  .object({
    clientId: optionalText(100, "Client inconnu."),
    shop: z.enum(SHOPS, { error: "Choisissez la boutique." }),
    shopName: optionalText(
      RECEPTION_LIMITS.shopNameMax,
      `Le nom de la boutique tient en ${RECEPTION_LIMITS.shopNameMax} caractères.`,
    ),
    trackingNumber: z
      .string({ error: "Indiquez le numéro de suivi du colis." })
      .trim()
      .min(4, "Indiquez le numéro de suivi tel qu'il est imprimé sur le colis.")
      .max(RECEPTION_LIMITS.numberMax, "Ce numéro de suivi est trop long.")
      .refine((value) => /[0-9A-Za-z]{4}/.test(value.replace(/[\s\-_.]/g, "")), {
        message: "Indiquez le numéro de suivi tel qu'il est imprimé sur le colis.",
      }),
    orderNumber: optionalText(RECEPTION_LIMITS.numberMax, "Ce numéro de commande est trop long."),
    weightKg: z.string({ error: ORDER_WEIGHT_INVALID }).transform((typed, context) => {
      const kg = parseWeightKg(typed);
      const grams = kg === null ? 0 : kgToGrams(kg);
      if (kg === null || grams <= 0) {
        context.addIssue({ code: "custom", message: ORDER_WEIGHT_INVALID });
        return z.NEVER;
      }
      if (kg > RECEPTION_LIMITS.weightMaxKg) {
        context.addIssue({ code: "custom", message: ORDER_WEIGHT_TOO_HIGH });
        return z.NEVER;
      }
      return grams;
    }),
    note: optionalText(RECEPTION_LIMITS.noteMax, `La note tient en ${RECEPTION_LIMITS.noteMax} caractères.`),
    place: z.enum(RECEPTION_PLACES, { error: "Choisissez le lieu de réception." }).default("paris"),
  })
  .superRefine((fields, context) => {
    if (fields.shop === "other" && !fields.shopName) {
      context.addIssue({ code: "custom", path: ["shopName"], message: "Indiquez le nom de la boutique." });
    }
  });
export type ReceiveOrderFields = z.output<typeof receiveOrderFieldsSchema>;

/** A client as the reception shows it, to be sure of the person. */
export const receptionClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  reference: z.string(),
});
export type ReceptionClient = z.infer<typeof receptionClientSchema>;

export const clientSearchQuerySchema = z.object({
  q: z
    .string({ error: "Tapez une référence, un nom, un e-mail ou un téléphone." })
    .trim()
    .min(2, "Tapez au moins 2 caractères.")
    .max(100, "Recherche trop longue."),
});
export const receptionClientsSchema = z.object({ clients: z.array(receptionClientSchema) });

/** An order as the carrier's lists show it: the order, its owner, and who claimed it. */
export const receivedOrderSchema = shopOrderSchema.extend({
  client: receptionClientSchema.nullable(),
  claim: z.object({ client: receptionClientSchema, claimedAt: z.string() }).nullable(),
});
export type ReceivedOrder = z.infer<typeof receivedOrderSchema>;
export const receivedOrdersSchema = z.object({ orders: z.array(receivedOrderSchema) });

export const shopOrderIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const shopOrderPhotoParamsSchema = shopOrderIdParamsSchema.extend({
  position: z.coerce.number().int().min(0).max(RECEPTION_LIMITS.photosMax),
});
export const assignOwnerBodySchema = z.object({
  clientId: z.string({ error: "Choisissez le client." }).min(1, "Choisissez le client.").max(100),
});

/** The client's claim as recorded: what they may know of the order they named. */
export const claimAnswerSchema = z.object({
  orderId: z.string(),
  shopLabel: z.string(),
  receivedAt: z.string(),
  message: z.string(),
});
export const CLAIM_RECORDED =
  "Merci : le transporteur vérifie cette commande et vous prévient dès qu'elle est dans Ma boîte.";

export const RECEPTION_PATHS = {
  clients: "/api/admin/shop-orders/clients",
  receive: "/api/admin/shop-orders",
  recent: "/api/admin/shop-orders/recent",
  unidentified: "/api/admin/shop-orders/unidentified",
  overdue: "/api/admin/shop-orders/overdue",
  confirmClaim: (id: string) => `/api/admin/shop-orders/${encodeURIComponent(id)}/claim/confirm`,
  refuseClaim: (id: string) => `/api/admin/shop-orders/${encodeURIComponent(id)}/claim/refuse`,
  owner: (id: string) => `/api/admin/shop-orders/${encodeURIComponent(id)}/owner`,
  claims: "/api/shop-orders/claims",
} as const;
