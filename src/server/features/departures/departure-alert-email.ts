import type { OutgoingEmail } from "#server/features/mail";
import { renderEmail } from "#server/features/mail";
import { formatDateFr } from "#shared/calendar";
import { countryName } from "#shared/countries";

/** "Une date est disponible…", sent once per open alert when the carrier publishes dates on its route. */
export function departureAlertEmail(input: {
  alertId: string;
  to: string;
  fromCountry: string;
  toCountry: string;
  dates: string[];
  /** The waiting request's page, where it can take one of these dates; `/request` for an alert without one. */
  actionUrl: string;
  /** True when the alert came with a waiting request (a `notif-` parcel) that can take a date. */
  hasWaitingRequest: boolean;
  greeting: string;
}): OutgoingEmail {
  const route = `${countryName(input.fromCountry)} → ${countryName(input.toCountry)}`;
  const plural = input.dates.length > 1;
  return {
    kind: "date-available",
    to: input.to,
    // One e-mail per alert, even if the same alert were processed twice.
    dedupeKey: `date-available:${input.alertId}`,
    ...renderEmail({
      subject: `Une date est disponible pour ${route} — Colibri`,
      heading: plural ? "De nouvelles dates sont disponibles" : "Une date est disponible",
      paragraphs: [
        input.greeting,
        `Vous nous aviez demandé de vous prévenir : une date de transport est disponible pour le trajet ${route}.`,
        `${plural ? "Dates" : "Date"} : ${input.dates.map(formatDateFr).join(", ")}.`,
        input.hasWaitingRequest
          ? "Votre demande en attente peut maintenant prendre une de ces dates : ouvrez-la pour choisir la vôtre, sans rien ressaisir."
          : "Vous pouvez dès maintenant faire votre demande d'envoi.",
      ],
      action: input.hasWaitingRequest
        ? { label: "Choisir ma date", url: input.actionUrl }
        : { label: "Faire ma demande", url: input.actionUrl },
    }),
  };
}
