import { deadlineWhen } from "./departure-text";

/**
 * Where and before when a client drops a parcel off: its departure's place and deadline, as the
 * carrier wrote them (docs/product/departures.md#drop-off-for-the-client). Zod-free: the schema is in
 * parcels/request-api.ts.
 */
export type Dropoff = {
  place: string | null;
  /** An instant (ISO); the carrier typed it in Paris time. */
  deadline: string | null;
};

export const DROPOFF_TITLE = "Dépôt du colis";
export const DROPOFF_PLACE_LABEL = "Lieu de dépôt";
export const DROPOFF_DEADLINE_LABEL = "Date limite de dépôt";

/**
 * The drop-off matters until the carrier has the parcel: while the request is pending or accepted.
 * Received or later there is nothing left to drop off; refused or cancelled, nothing to send.
 */
export const showsDropoff = (status: string) => status === "pending" || status === "accepted";

/** The drop-off to show for a parcel in this status: null when it is not useful or says nothing. */
export function usefulDropoff(status: string, dropoff: Dropoff | null | undefined): Dropoff | null {
  if (!dropoff || !showsDropoff(status)) return null;
  return dropoff.place === null && dropoff.deadline === null ? null : dropoff;
}

/**
 * 'mardi 8 décembre, 18 h 30', followed by '(heure de Paris)' for a parcel that leaves from outside
 * France, whose client may read another time zone.
 */
export function dropoffDeadlineText(deadline: string, fromCountry: string): string {
  // '18 h 30' never breaks across lines: formatTimeFr writes it with no-break spaces.
  return `${deadlineWhen(deadline)}${fromCountry === "FR" ? "" : " (heure de Paris)"}`;
}

export const DROPOFF_ADDRESS_LABEL = "Adresse";
export const DROPOFF_HOURS_LABEL = "Horaires d'ouverture";

/** The carrier's premises in each country, as the public configuration gives them. */
export type Premises = {
  receptionAddressFr: string[];
  receptionAddressTg: string[];
  receptionHoursFr: string[];
  receptionHoursTg: string[];
};

/**
 * The street and opening hours of the place a parcel is dropped off at (decision 101): the carrier's
 * reception address in the departure's country, unless the place as the carrier wrote it already holds
 * that street (the departure form offers the whole address), and its opening hours. None for a country
 * without premises.
 */
function premisesRows(place: string, fromCountry: string, premises: Premises) {
  const [address, hours] =
    fromCountry === "FR"
      ? [premises.receptionAddressFr, premises.receptionHoursFr]
      : fromCountry === "TG"
        ? [premises.receptionAddressTg, premises.receptionHoursTg]
        : [[], []];
  // The first line names the carrier; the second is the street a person looks for.
  const street = address[1] ?? address[0];
  const written = place.toLowerCase().includes((street ?? "").toLowerCase());
  return [
    ...(street && !written ? [{ label: DROPOFF_ADDRESS_LABEL, value: address.join(", ") }] : []),
    // Each day's hours held together (no-break spaces): a narrow screen breaks between days only.
    ...(hours.length > 0
      ? [{ label: DROPOFF_HOURS_LABEL, value: hours.map((day) => day.replaceAll(" ", "\u00a0")).join(" · ") }]
      : []),
  ];
}

/**
 * Its label and value, one row each: the place (with its street and opening hours when `premises` are
 * given), then the deadline.
 */
export function dropoffRows(
  dropoff: Dropoff,
  fromCountry: string,
  premises?: Premises,
): { label: string; value: string }[] {
  return [
    ...(dropoff.place === null ? [] : [{ label: DROPOFF_PLACE_LABEL, value: dropoff.place }]),
    ...(dropoff.place === null || !premises ? [] : premisesRows(dropoff.place, fromCountry, premises)),
    ...(dropoff.deadline === null
      ? []
      : [{ label: DROPOFF_DEADLINE_LABEL, value: dropoffDeadlineText(dropoff.deadline, fromCountry) }]),
  ];
}

/** 'Lieu de dépôt : …', 'Date limite de dépôt : …': the lines of an e-mail. */
export const dropoffLines = (dropoff: Dropoff, fromCountry: string) =>
  dropoffRows(dropoff, fromCountry).map((row) => `${row.label}\u00a0: ${row.value}`);
