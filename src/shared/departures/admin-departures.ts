import { z } from "zod";
import { parcelStatusSchema } from "../parcels/status-schema";
import { DEPARTURE_STATES } from "./departure-state";

/**
 * API contracts of the admin's departures, its dates tab (docs/product/administration.md#dates). The
 * form rules themselves live in ./departure-form.ts.
 */

export const adminDepartureSchema = z.object({
  id: z.string(),
  date: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  description: z.string().nullable(),
  /** Parcels that chose this date: such a date cannot be deleted. */
  parcelCount: z.number().int(),
  /** The departure (docs/product/departures.md#departure): null capacity or deadline means none. */
  capacityGrams: z.number().int().nullable(),
  /** Kilos of its parcels that are not refused, measured once weighed. */
  bookedGrams: z.number().int(),
  /** An instant (ISO). */
  dropoffDeadline: z.string().nullable(),
  dropoffPlace: z.string().nullable(),
  state: z.enum(DEPARTURE_STATES),
  /** Its parcels by status: what a whole-departure move can take. */
  statusCounts: z.partialRecord(parcelStatusSchema, z.number().int()),
});
export type AdminDeparture = z.infer<typeof adminDepartureSchema>;

export const departuresAddedSchema = z.object({
  dates: z.array(adminDepartureSchema),
  /** How many waiting clients were e-mailed (docs/product/parcels.md#waiting-request). */
  notifiedAlerts: z.number().int(),
});
export type DeparturesAdded = z.infer<typeof departuresAddedSchema>;

export const DELETE_DEPARTURE_CONFIRM = "Êtes-vous sûr de vouloir supprimer cette date ?";
export const DEPARTURE_SAVE_FAILED = "Erreur lors de l'enregistrement des dates";
export const DEPARTURES_LOAD_FAILED = "Erreur lors de la récupération des dates";
export const DEPARTURE_NOT_FOUND = "Date introuvable.";
export const departureExistsMessage = (label: string) => `${label} : Cette date existe déjà pour ce trajet`;
/**
 * The history note of a parcel whose date the carrier moved (docs/product/administration.md#dates-in-use).
 * Dates arrive already written in French, so this module stays free of the calendar code.
 */
export const departureDayMovedNote = (fromText: string, toText: string) =>
  `Date de transport modifiée par le transporteur : ${fromText} → ${toText}`;

/** Said up front in the delete dialog, and by the server if the dialog was stale. */
export const departureInUseMessage = (count: number) =>
  `${count} colis ${count > 1 ? "ont" : "a"} choisi cette date : impossible de la supprimer, modifiez-la ou déplacez les colis`;
export const departureRouteInUseMessage = (count: number) =>
  `${count} colis ${count > 1 ? "ont" : "a"} choisi cette date : son trajet ne peut pas changer. Créez une autre date pour ce trajet.`;
/** The edit dialog warns before a used date is moved: each client is told by e-mail. */
export const departureDayMoveWarning = (count: number) =>
  `${count} colis ${count > 1 ? "ont" : "a"} choisi cette date : si vous changez le jour, chaque client sera prévenu par e-mail.`;
