import { z } from "zod";
import { countryCodeSchema } from "../countries";
import { documentLinkSchema } from "../invoices";
import { parcelBalanceSchema } from "./balance-schema";
import { receiptPaymentSchema, receivedSchema } from "./receipt-schema";
import { parcelStatusSchema } from "./status-schema";

/**
 * API contracts of the parcel request, its photos and the payment page: the server serialises through
 * these schemas, the client reads the same types. Request bodies are in request-wizard.ts.
 */

/** GET /api/available-dates?from=FR&to=TG */
export const offeredDatesQuerySchema = z.object({ from: countryCodeSchema, to: countryCodeSchema });

const offeredDateSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string().nullable(),
  /** Kilos left on the departure, in grams; null without a capacity (docs/product/departures.md). */
  remainingGrams: z.number().int().nullable(),
  /** Drop-off deadline (an instant, ISO); null without one. */
  dropoffDeadline: z.string().nullable(),
  dropoffPlace: z.string().nullable(),
});
export type OfferedDate = z.infer<typeof offeredDateSchema>;

export const offeredDatesResponseSchema = z.object({ dates: z.array(offeredDateSchema) });
export type OfferedDatesResponse = z.infer<typeof offeredDatesResponseSchema>;

/** Answer of POST /api/parcels and POST /api/parcels/notification-requests. */
export const createdParcelSchema = z.object({
  id: z.string(),
  /** `CLB-4K7P-03` (decision 100). */
  reference: z.string().nullable(),
  status: parcelStatusSchema,
  trackingCode: z.string(),
  priceCents: z.number().int().nullable(),
  priceFcfa: z.number().int().nullable(),
  preferredDate: z.string().nullable(),
  /** Photos already attached: a retried creation (same Idempotency-Key) tells the wizard not to upload again. */
  photoCount: z.number().int(),
});
export type CreatedParcel = z.infer<typeof createdParcelSchema>;

/**
 * The Idempotency-Key header of the create calls (decision 011): one random key per wizard, so a
 * double click or a retried request returns the parcel already created.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, "Clé d'idempotence invalide")
  .optional();

export const parcelIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const photoParamsSchema = parcelIdParamsSchema.extend({ photoId: z.string().min(1).max(100) });

export const uploadedPhotoSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** The photo paths every screen uses (the tracking and admin views too). */
export const photoUrl = (parcelId: string, photoId: string) =>
  `/api/parcels/${encodeURIComponent(parcelId)}/photos/${encodeURIComponent(photoId)}`;
export const photoThumbnailUrl = (parcelId: string, photoId: string) =>
  `${photoUrl(parcelId, photoId)}/thumbnail`;
export const paymentProofUrl = (parcelId: string) =>
  `/api/parcels/${encodeURIComponent(parcelId)}/payment-proof`;

export const TRANSACTION_REFERENCE_MAX_LENGTH = 100;
export const TRANSACTION_REFERENCE_TOO_LONG = `La référence de transaction ne doit pas dépasser ${TRANSACTION_REFERENCE_MAX_LENGTH} caractères`;

/** The latest proof of a parcel, as the payment page and the parcel detail show it (owner or admin). */
export const paymentProofSummarySchema = z.object({
  uploadedAt: z.string(),
  contentType: z.string(),
  /** The file's name on the sender's device, null when it sent none. */
  originalName: z.string().nullable(),
  transactionReference: z.string().nullable(),
  url: z.string(),
});
export type PaymentProofSummary = z.infer<typeof paymentProofSummarySchema>;

/**
 * Where and before when to drop the parcel off (departures/dropoff.ts): null when it is no longer useful
 * (received, refused) or the departure says neither (docs/product/departures.md#drop-off-for-the-client).
 */
export const dropoffSchema = z.object({ place: z.string().nullable(), deadline: z.string().nullable() });

/** GET /api/parcels/:id/payment: everything the payment page shows about the order. */
export const paymentInfoSchema = z.object({
  id: z.string(),
  /** `CLB-4K7P-03`, the name a person reads and the payment reference (decision 100); null for a parcel
   * whose client was erased before references existed: the product then shows its id. */
  reference: z.string().nullable(),
  description: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  weightGrams: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  priceFcfa: z.number().int().nullable(),
  preferredDate: z.string().nullable(),
  status: parcelStatusSchema,
  paid: z.boolean(),
  /** When the carrier validated the payment; the page then shows a receipt instead of instructions. */
  paidAt: z.string().nullable(),
  trackingCode: z.string(),
  /** Only the owner may send a proof, and only while unpaid. */
  canUploadProof: z.boolean(),
  proof: paymentProofSummarySchema.nullable(),
  /** The weigh-in at reception (docs/product/departures.md#weigh-in): null before it. */
  measuredWeightGrams: z.number().int().nullable(),
  /** What the weigh-in left to settle: a balance due makes the page ask for it. */
  balance: parcelBalanceSchema.nullable(),
  /**
   * The client's phone is Togolese or the parcel leaves from Togo: the page shows FCFA and Mobile
   * Money first (docs/product/recipients.md#payers-in-togo).
   */
  payerInTogo: z.boolean(),
  /** The owner only: the collection code to pass on to the recipient. */
  collectionCode: z.string().nullable(),
  /** The departure's drop-off place and deadline while the parcel is still to be dropped off. */
  dropoff: dropoffSchema.nullable(),
  /** Every payment validated so far, oldest first: the receipt lists them (empty while unpaid). */
  payments: z.array(receiptPaymentSchema),
  /** Their sum (docs/product/departures.md#money-received). */
  received: receivedSchema,
  /** The invoices and credit notes issued for those payments (docs/product/accounting.md#documents). */
  documents: z.array(documentLinkSchema).optional(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/**
 * Messages of the upload rules (docs/product/request.md#photos, docs/product/parcels.md#payment-proof),
 * shared by the server and the forms.
 */
export const EMPTY_FILE_MESSAGE = "Le fichier est vide";
export const NO_FILE_MESSAGE = "Aucun fichier reçu";
/** A 503 (code BUSY, with Retry-After): the server is already re-encoding as many images as it takes at once. */
export const UPLOAD_BUSY_MESSAGE =
  "Le serveur traite beaucoup d'images en ce moment. Réessayez dans quelques secondes : rien n'a été enregistré.";
export const PROOF_TOO_LARGE_MESSAGE = "La preuve de paiement doit faire au plus 10 Mo";
export const PROOF_TYPE_MESSAGE = "La preuve doit être une image ou un PDF";
/** A PDF proof the server cannot rebuild without its active content (docs/product/parcels.md#payment-proof). */
export const PDF_UNREADABLE_MESSAGE =
  "Ce PDF n'a pas pu être lu. Envoyez une capture d'écran du paiement ou un autre PDF.";
export const PDF_PROTECTED_MESSAGE =
  "Ce PDF est protégé par un mot de passe. Envoyez une capture d'écran du paiement ou un PDF non protégé.";
export const PDF_NOT_SERVABLE_MESSAGE =
  "Ce PDF ne peut pas être ouvert sans risque. Demandez au client d'envoyer une capture d'écran du paiement.";
export const PDF_TOO_MANY_PAGES_MESSAGE =
  "Ce PDF a trop de pages pour une preuve de paiement (100 au plus). Envoyez seulement la page du paiement.";
export const PROOF_ALREADY_PAID_MESSAGE = "Ce colis est déjà payé : aucune preuve n'est nécessaire.";
/**
 * A cancelled or refused request that was never paid: it takes no payment any more, and its payment
 * page says so instead of giving instructions (docs/product/parcels.md#payment-page).
 */
export const isClosedRequest = (parcel: { paid: boolean; status: string }) =>
  !parcel.paid && parcel.status === "rejected";
export const PROOF_REQUEST_CLOSED_MESSAGE =
  "Cette demande est annulée ou refusée : elle ne peut plus être payée. Si vous avez déjà payé, contactez-nous.";
export const PROOF_OWNER_ONLY_MESSAGE = "Seul le client peut envoyer la preuve de paiement de son colis.";
export const MAX_PROOFS_PER_PARCEL = 5;
export const TOO_MANY_PROOFS_MESSAGE = `Vous avez déjà envoyé ${MAX_PROOFS_PER_PARCEL} preuves pour ce colis. Contactez le support.`;
export const PHOTOS_LOCKED_MESSAGE =
  "Les photos ne peuvent plus être modifiées une fois la demande prise en charge.";
export const DATE_NOT_OFFERED_MESSAGE =
  "Cette date n'est pas proposée pour ce trajet. Choisissez une date de la liste.";
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  "Cette demande a déjà été envoyée avec d'autres informations. Rechargez la page pour faire une nouvelle demande.";
/** The first request asks for the client's own phone (docs/product/recipients.md#phone-numbers). */
export const CLIENT_PHONE_REQUIRED =
  "Indiquez votre numéro de téléphone : le transporteur vous prévient par WhatsApp ou SMS.";
export const ROUTE_HAS_DATES_MESSAGE =
  "Des dates sont disponibles pour ce trajet : choisissez-en une au lieu de demander une notification.";

/** An upload's Idempotency-Key already used for another parcel or another kind of file (decision 078). */
export const UPLOAD_KEY_REUSED_MESSAGE =
  "Ce fichier a déjà été envoyé pour un autre colis. Rechargez la page puis envoyez-le de nouveau.";
/** The same upload arrived twice at once: the first one is still being stored (decision 078). */
export const UPLOAD_IN_PROGRESS_MESSAGE =
  "Ce fichier est déjà en cours d'envoi. Patientez quelques secondes puis rechargez la page.";
