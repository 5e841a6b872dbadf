import { z } from "zod";
import { parcelBalanceSchema } from "../parcels/balance-schema";
import { parcelStatusSchema, statusFilterSchema } from "../parcels/status-schema";
import { type Balance, balanceAmounts, weighInSchema } from "../parcels/weigh-in";

/** API contracts of the admin parcel tab: search and the three actions (docs/product/administration.md). */

export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** Newest first by default; "date" sorts by the transport date the client wants (soonest first). */
const PARCEL_SORTS = ["newest", "oldest", "date"] as const;
export type ParcelSort = (typeof PARCEL_SORTS)[number];

export const SEARCH_PLACEHOLDER = "Rechercher par e-mail, pays, ID...";
export const NO_PARCEL_FOUND = "Aucun colis trouvé";
/** `capped`: the matches were counted up to `count` only, there are more (decision 048). */
export const resultCountText = (count: number, total: number, capped = false) =>
  `${capped ? "plus de " : ""}${count} résultat(s) sur ${total}`;

/**
 * Not a status: unpaid parcels whose client sent a proof of payment, the carrier's to-do list
 * (docs/product/administration.md#to-verify). The list opens on it when it is not empty.
 */
export const TO_VERIFY_FILTER = "to_verify";
export const TO_VERIFY_FILTER_LABEL = "À vérifier (preuve reçue, non payé)";
export const PROOF_RECEIVED_BADGE = "Preuve reçue";
/** The proof waiting is for the balance of a weigh-in, not for the price (docs/product/departures.md#weigh-in). */
export const BALANCE_PROOF_RECEIVED_BADGE = "Preuve du complément reçue";
/** 'Complément : 20,40 € / 13 362 FCFA': the amount a balance proof is for, beside the price first paid. */
export const balanceDueText = (balance: Pick<Balance, "cents" | "fcfa">) =>
  `Complément\u00a0: ${balanceAmounts(balance)}`;
export const CANCELLED_BY_CLIENT_BADGE = "Annulée par le client";

/**
 * What the admin may search on (docs/product/administration.md#parcel-list): e-mail, name, country (code
 * or French name), id.
 */
export const parcelSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional().default(""),
  status: z
    .union([statusFilterSchema, z.literal(TO_VERIFY_FILTER), z.literal("all")])
    .optional()
    .default("all"),
  clientId: z.string().max(100).optional(),
  sort: z.enum(PARCEL_SORTS).optional().default("newest"),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(DEFAULT_ADMIN_PAGE_SIZE),
});
export type ParcelSearchQuery = z.input<typeof parcelSearchQuerySchema>;

const adminParcelRowSchema = z.object({
  id: z.string(),
  /** `CLB-4K7P-03` (decision 100); null for a parcel without a client reference: its id is shown. */
  reference: z.string().nullable(),
  trackingCode: z.string(),
  /** Null, with the name 'Compte supprimé', for a parcel kept after its client deleted the account. */
  clientId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  description: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  status: parcelStatusSchema,
  paid: z.boolean(),
  priceCents: z.number().int().nullable(),
  priceFcfa: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  preferredDate: z.string().nullable(),
  /** A proof of payment was uploaded (the latest one is in the dialog). */
  proofReceived: z.boolean(),
  /** Refused because the client cancelled it, not by the carrier. */
  cancelledByClient: z.boolean(),
  /** What the weigh-in left to settle, as the dialog has it: a balance proof to check is `due` with a proof. */
  balance: parcelBalanceSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminParcelRow = z.infer<typeof adminParcelRowSchema>;

export const parcelPageSchema = z.object({
  items: z.array(adminParcelRowSchema),
  /** Matches counted up to a cap (the page's start + 1 000): when true, there are more than `total`. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ParcelPage = z.infer<typeof parcelPageSchema>;

export const NOTE_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 120;

/**
 * What the carrier types into a parcel's history is not private: every entry's note and place show in
 * the client's tracking screen, in the status e-mail and on the public tracking page, to anyone holding
 * the link (docs/product/parcels.md#public-tracking). Said under each field that writes one.
 */
export const PUBLIC_NOTE_HINT =
  "La note et le lieu sont visibles par le client et sur la page de suivi publique.";
/** The reason of a waived balance or of a delivered parcel's reset is written into that history too. */
export const PUBLIC_REASON_HINT = "Ce motif est visible par le client et sur la page de suivi publique.";

/** A trimmed optional text: blank is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * Every action names the status the admin saw (docs/product/administration.md#concurrency): the server
 * applies it only if the parcel is still there, so two admins acting at once cannot both succeed.
 */
export const statusChangeBodySchema = z
  .object({
    expectedStatus: parcelStatusSchema,
    to: parcelStatusSchema,
    note: optionalText(NOTE_MAX_LENGTH),
    location: optionalText(LOCATION_MAX_LENGTH),
    /** Required to move to 'Reçu' (docs/product/departures.md#weigh-in). */
    weighIn: weighInSchema.optional(),
  })
  .strict();
export type StatusChangeBody = z.input<typeof statusChangeBodySchema>;

export const CONFIRMATION_REQUIRED_MESSAGE = "Confirmez l'action dans la fenêtre de confirmation.";
/** The dialog's confirmation travels with the request: a bare call cannot move money (docs/product/administration.md#confirmations). */
const confirmedSchema = z.literal(true, { error: CONFIRMATION_REQUIRED_MESSAGE });

export const markPaidBodySchema = z
  .object({ expectedStatus: parcelStatusSchema, confirmed: confirmedSchema })
  .strict();
export type MarkPaidBody = z.input<typeof markPaidBodySchema>;

export const RESET_REASON_REQUIRED_MESSAGE = "Indiquez le motif de la correction : ce colis a été livré.";
export const resetBodySchema = z
  .object({
    expectedStatus: parcelStatusSchema,
    confirmed: confirmedSchema,
    /** Required when the parcel was delivered; the server checks it against the real status. */
    reason: optionalText(NOTE_MAX_LENGTH),
  })
  .strict();
export type ResetBody = z.input<typeof resetBodySchema>;

/**
 * Validate, waive or refund a weigh-in's balance (docs/product/departures.md#weigh-in); confirmed in a
 * dialog like every money action. The note is required to waive.
 */
export const balanceActionBodySchema = z
  .object({
    expectedStatus: parcelStatusSchema,
    confirmed: confirmedSchema,
    note: optionalText(NOTE_MAX_LENGTH),
  })
  .strict();
export type BalanceActionBody = z.input<typeof balanceActionBodySchema>;

export const STALE_PARCEL_MESSAGE = "Ce colis a été modifié entre-temps. La page a été actualisée.";

/**
 * GET /api/admin/parcels/:id/messages: the WhatsApp message for the parcel's current status, for the
 * client and for the recipient, each with the link that opens it (docs/product/recipients.md#whatsapp).
 * A person without a phone on file has no message.
 */
export const preparedMessageSchema = z.object({
  audience: z.enum(["client", "recipient"]),
  /** 'Client : Ama Koffi' / 'Destinataire : Afi Mensah' */
  name: z.string(),
  /** Grouped for reading: +228 90 12 34 56. */
  phone: z.string(),
  text: z.string(),
  /** What the button does: open a link the carrier sends by hand (wa.me), or send it through an API. */
  delivery: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("link"), url: z.string() }),
    z.object({ mode: z.literal("send") }),
  ]),
});
export type PreparedMessage = z.infer<typeof preparedMessageSchema>;
export const parcelMessagesSchema = z.object({ messages: z.array(preparedMessageSchema) });
export type ParcelMessages = z.infer<typeof parcelMessagesSchema>;

/** GET /api/admin/departures/:id/messages: the same for every parcel of a departure. */
export const departureMessagesSchema = z.object({
  parcels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: parcelStatusSchema,
      messages: z.array(preparedMessageSchema),
    }),
  ),
});
export type DepartureMessages = z.infer<typeof departureMessagesSchema>;
