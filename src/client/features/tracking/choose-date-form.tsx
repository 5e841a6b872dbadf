import { useId, useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { usePublicConfig } from "#client/lib/use-public-config";
import { ErrorMessage } from "#client/ui/error-message";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { fitsOnDeparture, offeredDateFacts } from "#shared/departures/departure-text";
import type { OfferedDate } from "#shared/parcels/request-api";
import { formatEuros, formatFcfa, kgToGrams } from "#shared/pricing";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import {
  checkDateChoice,
  type DateChoiceErrors,
  dateChoiceFailure,
  offeredDateLabel,
  previewPrice,
  readWeightKg,
} from "./date-choice";
import { useChooseDate, useRefreshParcel } from "./parcel-actions-api";

/**
 * A waiting request takes one of the dates now published on its route, and a weight when it was sent
 * without one (docs/product/parcels.md#waiting-request). Radio buttons rather than a select: every
 * date and its description stay readable on a small phone, and each is a large target.
 */
export function ChooseDateForm({
  parcel,
  dates,
  onChosen,
  onStale,
  onDatesChanged,
}: {
  parcel: ParcelDetail;
  dates: OfferedDate[];
  /** The date taken, for the panel to confirm it once this form is gone. */
  onChosen: (isoDate: string) => void;
  /** The parcel changed meanwhile (a date taken elsewhere, a request no longer pending): why, for the panel. */
  onStale: (message: string) => void;
  onDatesChanged: () => void;
}) {
  const id = useId();
  const needsWeight = parcel.weightGrams === null;
  const [date, setDate] = useState(dates.length === 1 ? (dates[0]?.date ?? "") : "");
  const [weightText, setWeightText] = useState("");
  const choose = useChooseDate(parcel.id);
  const refresh = useRefreshParcel(parcel.id);
  const config = usePublicConfig();
  const form = useFormSubmit({
    read: () => ({ date, weightText }),
    validate: () => {
      const check = checkDateChoice({ date, weightText, needsWeight }, dates);
      if (check.ok) return { ok: true, data: check.body };
      choose.reset();
      return { ok: false, fieldErrors: check.errors };
    },
    call: async (body) => {
      try {
        await choose.mutateAsync(body);
      } catch (error) {
        const { stale, datesChanged, message } = dateChoiceFailure(error);
        // This form goes once the parcel is reloaded: the panel keeps the explanation.
        if (stale) {
          refresh();
          if (message) onStale(message);
        }
        if (datesChanged) onDatesChanged();
        throw error;
      }
    },
    onSuccess: (body) => onChosen(body.preferredDate),
  });
  const failure = dateChoiceFailure(choose.error);
  // The server's refusal is shown from the mutation (dateChoiceFailure), the browser's check from the form.
  const shownErrors: DateChoiceErrors = { ...failure.fieldErrors, ...form.fieldErrors };
  const price = needsWeight && config.data ? previewPrice(weightText, config.data.tariff) : null;
  const dateErrorId = `${id}-date-error`;
  // A departure with fewer kilos left than the parcel is listed but cannot be chosen.
  const typed = needsWeight ? readWeightKg(weightText) : null;
  const typedWeightGrams = needsWeight
    ? typed && "kg" in typed
      ? kgToGrams(typed.kg)
      : null
    : parcel.weightGrams;

  // A field changed: its message goes, and a refusal from the server no longer describes the form.
  function edited(field: keyof DateChoiceErrors) {
    form.setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
    if (choose.isError) choose.reset();
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="mt-3 space-y-4">
      <fieldset aria-describedby={shownErrors.preferredDate ? dateErrorId : undefined}>
        <legend className="font-medium">
          Des dates de transport sont disponibles pour ce trajet : choisissez la vôtre.
        </legend>
        <ul className="mt-2 space-y-2">
          {dates.map((offered) => {
            const fits = fitsOnDeparture(offered, typedWeightGrams);
            const facts = offeredDateFacts(offered);
            return (
              <li key={offered.id}>
                <label
                  className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-white px-3 py-2.5 text-stone-900 shadow-sm has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30 ${shownErrors.preferredDate ? "border-red-600" : "border-stone-300"}`}
                >
                  <input
                    type="radio"
                    name={`${id}-date`}
                    value={offered.date}
                    checked={date === offered.date}
                    disabled={!fits}
                    onChange={() => {
                      setDate(offered.date);
                      edited("preferredDate");
                    }}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block text-base font-semibold">{offeredDateLabel(offered)}</span>
                    {offered.description && (
                      <span className="block text-sm text-stone-600 wrap-anywhere">
                        {offered.description}
                      </span>
                    )}
                    {facts && (
                      <span
                        className={`block text-sm ${fits ? "text-stone-700" : "font-medium text-red-700"}`}
                      >
                        {facts}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {shownErrors.preferredDate && (
          <p id={dateErrorId} className="mt-2 text-sm font-medium text-red-700">
            {shownErrors.preferredDate}
          </p>
        )}
      </fieldset>

      {needsWeight && (
        <div className="text-stone-900">
          <TextField
            name="weightKg"
            label="Poids estimé (kg)"
            inputMode="decimal"
            autoComplete="off"
            value={weightText}
            onChange={(event) => {
              setWeightText(event.target.value);
              edited("weightKg");
            }}
            error={shownErrors.weightKg}
            hint="Votre demande n'indiquait pas de poids : il sert à calculer le prix. Exemple : 2,5"
          />
          {price && (
            <p className="mt-2 text-sm font-medium">
              Prix : {formatEuros(price.cents)} ({formatFcfa(price.fcfa)})
            </p>
          )}
        </div>
      )}

      {failure.message && <ErrorMessage error={choose.error} message={failure.message} />}
      <SubmitButton loading={choose.isPending} className="w-full sm:w-auto">
        Choisir cette date
      </SubmitButton>
    </form>
  );
}
