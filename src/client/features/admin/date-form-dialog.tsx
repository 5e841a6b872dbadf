import { useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { ErrorMessage } from "#client/ui/error-message";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { todayInParis } from "#shared/calendar";
import { type AdminDeparture, departureDayMoveWarning } from "#shared/departures/admin-departures";
import { singleDepartureSchema } from "#shared/departures/departure-form";
import { type DateFields, useDateMutations } from "./admin-api";
import { CountrySelect } from "./country-select";
import { dateSaveErrorText } from "./date-errors";
import { type DepartureDraft, DepartureFields, departureBody, departureDraft } from "./departure-fields";
import { Modal } from "./modal";

/**
 * Add one date, or edit one (date, departure and arrival required; description and the departure's
 * capacity, deadline and place optional — docs/product/departures.md#departure). Moving a
 * date that parcels chose moves them too and e-mails their clients: the dialog says so first
 * (docs/product/administration.md#dates-in-use).
 */
export function DateFormDialog({ date, onClose }: { date?: AdminDeparture; onClose: () => void }) {
  const { addOne, update } = useDateMutations();
  const [fields, setFields] = useState<DateFields>({
    date: date?.date ?? "",
    fromCountry: date?.fromCountry ?? "",
    toCountry: date?.toCountry ?? "",
    description: date?.description ?? "",
  });
  const [departure, setDeparture] = useState<DepartureDraft>(() => departureDraft(date));
  const set = (name: keyof DateFields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));
  // The fields are controlled: the selects are shared with the multi-date dialog, which needs them so.
  const form = useFormSubmit({
    read: () => ({ ...fields, ...departureBody(departure, Boolean(date)) }),
    schema: singleDepartureSchema,
    call: (body) => (date ? update.mutateAsync({ id: date.id, ...body }) : addOne.mutateAsync(body)),
    onSuccess: onClose,
  });
  const errors = form.fieldErrors;

  return (
    <Modal title={date ? "Modifier la date" : "Ajouter une date"} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        {date && date.parcelCount > 0 && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {departureDayMoveWarning(date.parcelCount)}
          </p>
        )}
        <TextField
          name="date"
          label="Date"
          type="date"
          required
          min={date ? undefined : todayInParis()}
          value={fields.date}
          onChange={(event) => set("date")(event.target.value)}
          error={errors.date}
        />
        <CountrySelect
          label="Pays de départ"
          value={fields.fromCountry}
          onChange={set("fromCountry")}
          error={errors.fromCountry}
        />
        <CountrySelect
          label="Pays d'arrivée"
          value={fields.toCountry}
          onChange={set("toCountry")}
          error={errors.toCountry}
        />
        <TextField
          name="description"
          label="Description (facultative)"
          value={fields.description}
          onChange={(event) => set("description")(event.target.value)}
          error={errors.description}
        />
        <DepartureFields
          draft={departure}
          onChange={setDeparture}
          fromCountry={fields.fromCountry}
          editing={Boolean(date)}
          errors={errors}
        />
        {form.error ? <ErrorMessage error={form.error} message={dateSaveErrorText(form.error)} /> : null}
        <SubmitButton loading={form.loading} className="w-full">
          {date ? "Enregistrer" : "Ajouter la date"}
        </SubmitButton>
      </form>
    </Modal>
  );
}
