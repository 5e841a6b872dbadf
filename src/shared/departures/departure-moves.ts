import { z } from "zod";
import { LOCATION_MAX_LENGTH, NOTE_MAX_LENGTH, optionalText } from "../admin/admin-parcels";
import { type ParcelStatus, STATUS_LABELS } from "../parcels/status";
import { parcelStatusSchema } from "../parcels/status-schema";
import { ADMIN_TRANSITIONS } from "../parcels/transitions";

/**
 * API contract of the whole-departure status move (docs/product/departures.md#whole-departure-move):
 * every parcel of a departure in `from` goes to `to`, each under the rules of a single move.
 */

/** Moving to 'Reçu' needs each parcel's measured weight (docs/product/departures.md#weigh-in). */
export const WEIGH_IN_PER_PARCEL_MESSAGE =
  "Chaque colis doit être pesé à sa réception : passez-les en « Reçu » un par un.";
/** 'Livré' needs each recipient's collection code or ID (docs/product/recipients.md#collection-code). */
export const HANDOVER_PER_PARCEL_MESSAGE =
  "Chaque colis est remis contre son code de retrait ou une pièce d'identité : passez-les en « Livré » un par un.";
/** Accepting (money) and refusing stay decisions about one parcel. */
export const PER_PARCEL_ONLY_MESSAGE =
  "Accepter, refuser ou remettre en attente se fait colis par colis, depuis la fiche du colis.";
export const departureMoveNotAllowedMessage = (from: ParcelStatus, to: ParcelStatus) =>
  `Transition impossible : ${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}.`;

const PER_PARCEL_TARGETS: readonly ParcelStatus[] = ["pending", "accepted", "rejected"];

/** The moves of the transition table a whole departure may make: received → in_transit → in_delivery. */
export const DEPARTURE_MOVES = ADMIN_TRANSITIONS.filter(
  (rule) => rule.to !== "received" && rule.to !== "delivered" && !PER_PARCEL_TARGETS.includes(rule.to),
);

/** Why a whole-departure move is refused before any parcel is read; null when it may be tried. */
export function departureMoveRefusal(from: ParcelStatus, to: ParcelStatus): string | null {
  if (to === "received") return WEIGH_IN_PER_PARCEL_MESSAGE;
  if (to === "delivered") return HANDOVER_PER_PARCEL_MESSAGE;
  if (PER_PARCEL_TARGETS.includes(to)) return PER_PARCEL_ONLY_MESSAGE;
  if (!DEPARTURE_MOVES.some((rule) => rule.from === from && rule.to === to))
    return departureMoveNotAllowedMessage(from, to);
  return null;
}

export const departureMoveBodySchema = z
  .object({
    from: parcelStatusSchema,
    to: parcelStatusSchema,
    note: optionalText(NOTE_MAX_LENGTH),
    location: optionalText(LOCATION_MAX_LENGTH),
  })
  .strict()
  .superRefine((body, context) => {
    const refusal = departureMoveRefusal(body.from, body.to);
    if (refusal) context.addIssue({ code: "custom", path: ["to"], message: refusal });
  });
export type DepartureMoveBody = z.input<typeof departureMoveBodySchema>;

export const departureIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const movedParcelSchema = z.object({ id: z.string(), name: z.string() });
export const departureMoveResultSchema = z.object({
  moved: z.array(movedParcelSchema),
  /** Parcels in `from` that the rules kept where they are, each with the single move's reason. */
  refused: z.array(movedParcelSchema.extend({ reason: z.string() })),
});
export type DepartureMoveResult = z.infer<typeof departureMoveResultSchema>;

/** What the dialog says once done: '3 colis passés en « En transit »'. */
export const movedSummary = (count: number, to: ParcelStatus) =>
  `${count} colis ${count > 1 ? "passés" : "passé"} en « ${STATUS_LABELS[to]} »`;
/** Nothing moved: every parcel in `from` was refused (or there were none). */
export const nothingMovedMessage = (to: ParcelStatus) =>
  `Aucun colis de ce départ ne peut passer en « ${STATUS_LABELS[to]} ».`;

/**
 * Subject of the one e-mail a client gets for several parcels that moved together; a client with one
 * parcel gets the single move's e-mail (parcel-messages.ts).
 */
export const departureMoveSubject = (to: ParcelStatus) => `Vos colis : ${STATUS_LABELS[to]} — Colibri`;

/** The scan endpoint's answer: the parcel's id for the administration (docs/product/departures.md#scanning). */
export const trackingCodeParamsSchema = z.object({ code: z.string().min(1).max(100) });
export const parcelIdAnswerSchema = z.object({ id: z.string() });
