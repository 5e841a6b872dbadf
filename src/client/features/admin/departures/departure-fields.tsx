import { usePublicConfig } from "#client/lib/use-public-config";
import { inputClasses } from "#client/ui/input-styles";
import { TextField } from "#client/ui/text-field";
import { parseDecimal } from "#shared/decimal";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { DEPARTURE_STATE_LABELS, DEPARTURE_STATES } from "#shared/departures/departure-state";
import { parisLocalTime } from "#shared/departures/paris-time";
import { formatFrenchNumber } from "#shared/french-number";

/** The departure's capacity, deadline, place and state in its form, as typed (docs/product/departures.md#departure). */
export type DepartureDraft = {
  capacityKg: string;
  /** Paris wall-clock time from `<input type="datetime-local">`, '' for none. */
  dropoffDeadline: string;
  dropoffPlace: string;
  state: AdminDeparture["state"];
};

export function departureDraft(departure?: AdminDeparture): DepartureDraft {
  return {
    capacityKg:
      departure?.capacityGrams == null
        ? ""
        : formatFrenchNumber(departure.capacityGrams / 1000, { min: 0, max: 1 }),
    dropoffDeadline: departure?.dropoffDeadline ? parisLocalTime(departure.dropoffDeadline) : "",
    dropoffPlace: departure?.dropoffPlace ?? "",
    state: departure?.state ?? "open",
  };
}

/** What the shared schema reads: an empty capacity is none; anything unreadable is refused by it (NaN). */
export function departureBody(draft: DepartureDraft, editing: boolean) {
  const capacity = draft.capacityKg.trim();
  return {
    capacityKg: capacity === "" ? null : (parseDecimal(capacity) ?? Number.NaN),
    dropoffDeadline: draft.dropoffDeadline || null,
    dropoffPlace: draft.dropoffPlace,
    ...(editing ? { state: draft.state } : {}),
  };
}

type Props = {
  draft: DepartureDraft;
  onChange: (draft: DepartureDraft) => void;
  fromCountry: string;
  editing: boolean;
  errors: Record<string, string | undefined>;
};

/** Capacity, drop-off deadline and place, and — when editing — the state of the departure. */
export function DepartureFields({ draft, onChange, fromCountry, editing, errors }: Props) {
  const config = usePublicConfig();
  const set = (name: keyof DepartureDraft) => (value: string) => onChange({ ...draft, [name]: value });
  const business = config.data?.business;
  const receptionAddress =
    fromCountry === "FR"
      ? business?.receptionAddressFr
      : fromCountry === "TG"
        ? business?.receptionAddressTg
        : [];
  const suggestion = receptionAddress?.join(", ") ?? "";

  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">Départ (facultatif)</legend>
      <TextField
        name="capacityKg"
        label="Capacité (kg)"
        inputMode="decimal"
        placeholder="Sans limite"
        value={draft.capacityKg}
        onChange={(event) => set("capacityKg")(event.target.value)}
        error={errors.capacityKg}
      />
      <TextField
        name="dropoffDeadline"
        label="Dépôt avant le (heure de Paris)"
        type="datetime-local"
        value={draft.dropoffDeadline}
        onChange={(event) => set("dropoffDeadline")(event.target.value)}
        error={errors.dropoffDeadline}
      />
      <div>
        <TextField
          name="dropoffPlace"
          label="Lieu de dépôt"
          value={draft.dropoffPlace}
          onChange={(event) => set("dropoffPlace")(event.target.value)}
          error={errors.dropoffPlace}
        />
        {suggestion && draft.dropoffPlace.trim() === "" ? (
          <button
            type="button"
            onClick={() => set("dropoffPlace")(suggestion)}
            className="mt-1 min-h-11 text-left text-sm font-medium text-brand-700 underline"
          >
            Utiliser l'adresse de réception : {suggestion}
          </button>
        ) : null}
      </div>
      {editing ? (
        <label className="block text-sm font-medium text-stone-800">
          État du départ
          <select
            name="state"
            value={draft.state}
            onChange={(event) => set("state")(event.target.value)}
            className={`mt-1.5 ${inputClasses(false)}`}
          >
            {DEPARTURE_STATES.map((state) => (
              <option key={state} value={state}>
                {DEPARTURE_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
