import { BellRing } from "lucide-react";
import { useId } from "react";
import { ErrorMessage } from "#client/ui/error-message";
import { inputClasses } from "#client/ui/input-styles";
import { formatDateFr } from "#shared/calendar";
import { fitsOnDeparture, offeredDateFacts } from "#shared/departures/departure-text";
import type { OfferedDate } from "#shared/parcels/request-api";
import { kgToGrams } from "#shared/pricing";
import { WIZARD_FIELD_LABELS } from "#shared/request-required-fields";
import { FieldError } from "./field-error";

type DateOrNotificationProps = {
  routeChosen: boolean;
  dates: OfferedDate[] | undefined;
  loading: boolean;
  loadError: unknown;
  preferredDate: string;
  notifyMe: boolean;
  error?: string;
  /** The weight typed so far: a departure with fewer kilos left is shown but cannot be chosen. */
  weightKg: number | null;
  onDateChange: (date: string) => void;
  onNotifyChange: (notify: boolean) => void;
};

/**
 * The desired date: a select of the dates offered on the route, each with the kilos left and the
 * drop-off deadline of its departure (docs/product/departures.md#dates-offered), or — when the route
 * has none — the notification option in its place (docs/product/request.md#notification-request).
 */
export function DateOrNotification(props: DateOrNotificationProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { dates, loading, routeChosen } = props;
  const chosen = dates?.find((date) => date.date === props.preferredDate);

  if (routeChosen && props.loadError) return <ErrorMessage error={props.loadError} />;

  if (routeChosen && !loading && dates && dates.length === 0) {
    return (
      <fieldset className="rounded-xl border border-accent-300 bg-accent-100/60 p-4">
        <legend className="sr-only">Notification</legend>
        <p className="flex items-start gap-2 text-sm leading-relaxed text-stone-900">
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <span>
            <strong className="font-semibold">
              Aucune date de transport n'est encore prévue pour ce trajet.
            </strong>{" "}
            Souhaitez-vous être prévenu par e-mail dès qu'une date sera publiée ?
          </span>
        </p>
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-2 text-base font-medium text-stone-900 shadow-sm">
          <input
            type="checkbox"
            checked={props.notifyMe}
            onChange={(event) => props.onNotifyChange(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Oui, tenez-moi informé
        </label>
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {WIZARD_FIELD_LABELS.preferredDate}
      </label>
      <select
        id={id}
        value={props.preferredDate}
        disabled={!routeChosen || loading}
        onChange={(event) => props.onDateChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={`mt-1.5 ${inputClasses(Boolean(props.error))}`}
      >
        <option value="">
          {!routeChosen
            ? "Choisissez d'abord les deux pays"
            : loading
              ? "Recherche des dates disponibles…"
              : "Choisissez une date de transport"}
        </option>
        {dates?.map((date) => (
          <option
            key={date.id}
            value={date.date}
            disabled={!fitsOnDeparture(date, props.weightKg === null ? null : kgToGrams(props.weightKg))}
          >
            {[formatDateFr(date.date), date.description, offeredDateFacts(date)].filter(Boolean).join(" — ")}
          </option>
        ))}
      </select>
      {chosen && <DepartureFacts date={chosen} />}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** A closed select cuts long options on a phone: the chosen departure's kilos, deadline and place, in full. */
function DepartureFacts({ date }: { date: OfferedDate }) {
  const facts = offeredDateFacts(date);
  if (!facts && !date.dropoffPlace) return null;
  return (
    <p className="mt-1.5 text-sm text-stone-700">
      {facts}
      {date.dropoffPlace && <span className="block">Lieu de dépôt : {date.dropoffPlace}</span>}
    </p>
  );
}
