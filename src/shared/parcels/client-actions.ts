import { z } from "zod";
import { isoDateSchema } from "../calendar";
import { formatDateFr } from "../calendar-dates";
import { weightKgSchema } from "../parcel-fields";

/**
 * What a client may do to their own parcel after the request (docs/product/parcels.md#waiting-request):
 * a waiting request takes a date published on its route, and an unpaid pending request can be cancelled.
 */

/** POST /api/parcels/:id/preferred-date. The weight is asked only when the waiting request has none. */
export const chooseDateBodySchema = z
  .object({
    preferredDate: isoDateSchema,
    weightKg: weightKgSchema.nullish(),
  })
  .strict();
export type ChooseDateBody = z.input<typeof chooseDateBodySchema>;

/** POST /api/parcels/:id/cancel: the client confirmed in a dialog. */
export const cancelRequestBodySchema = z.object({ confirmed: z.literal(true) }).strict();

export const chosenDateNote = (isoDate: string) => `Date de transport choisie : ${formatDateFr(isoDate)}`;
export const CLIENT_CANCEL_NOTE = "Demande annulée par le client";

export const DATE_ALREADY_CHOSEN_MESSAGE = "Une date de transport est déjà choisie pour ce colis.";
export const DATE_CHOICE_CLOSED_MESSAGE =
  "Ce colis ne peut plus changer de date : sa demande n'est plus en attente.";
export const WEIGHT_NEEDED_FOR_DATE_MESSAGE =
  "Indiquez le poids estimé du colis pour calculer le prix avant de choisir une date.";
export const CANCEL_NOT_ALLOWED_MESSAGE =
  "Cette demande ne peut plus être annulée : elle est déjà payée ou prise en charge par le transporteur.";
export const CANCEL_CONFIRM_QUESTION = "Annuler cette demande ?";
export const CANCEL_CONFIRM_TEXT =
  "La demande sera annulée et ne pourra plus être payée. Pour envoyer ce colis plus tard, faites une nouvelle demande.";

/** The rule both sides apply: only a pending request with no payment recorded can be cancelled. */
export function canCancelRequest(parcel: { status: string; paid: boolean }): boolean {
  return parcel.status === "pending" && !parcel.paid;
}
