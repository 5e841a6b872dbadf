import { useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { ErrorMessage } from "#client/ui/error-message";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { todayInParis } from "#shared/calendar";
import { type AdminDeparture, departureDayMoveWarning } from "#shared/departures/admin-departures";
import { singleDepartureSchema } from "#shared/departures/departure-form";
import { CountrySelect } from "../common/country-select";
import { Modal } from "../common/modal";
import { departureSaveErrorText } from "./departure-errors";
import { type DepartureDraft, DepartureFields, departureBody, departureDraft } from "./departure-fields";
import { type DepartureRouteFields, useDepartureMutations } from "./departure-queries";

/**
 * Add one departure, or edit one (day, departure and arrival countries required; description,
 * capacity, deadline and place optional — docs/product/departures.md#departure). Moving the day of a
 * departure that parcels chose moves them too and e-mails their clients: the dialog says so first
 * (docs/product/administration.md#dates-in-use).
 */
export function DepartureFormDialog({
  departure,
  onClose,
}: {
  departure?: AdminDeparture;
  onClose: () => void;
}) {
  const { addOne, update } = useDepartureMutations();
  const [fields, setFields] = useState<DepartureRouteFields>({
    date: departure?.date ?? "",
    fromCountry: departure?.fromCountry ?? "",
    toCountry: departure?.toCountry ?? "",
    description: departure?.description ?? "",
  });
  const [draft, setDraft] = useState<DepartureDraft>(() => departureDraft(departure));
  const set = (name: keyof DepartureRouteFields) => (value: string) =>
    setFields((old) => ({ ...old, [name]: value }));
  // The fields are controlled: the selects are shared with the multi-departure dialog, which needs them so.
  const form = useFormSubmit({
    read: () => ({ ...fields, ...departureBody(draft, Boolean(departure)) }),
    schema: singleDepartureSchema,
    call: (body) =>
      departure ? update.mutateAsync({ id: departure.id, ...body }) : addOne.mutateAsync(body),
    onSuccess: onClose,
  });
  const errors = form.fieldErrors;

  return (
    <Modal title={departure ? "Modifier la date" : "Ajouter une date"} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        {departure && departure.parcelCount > 0 && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {departureDayMoveWarning(departure.parcelCount)}
          </p>
        )}
        <TextField
          name="date"
          label="Date"
          type="date"
          required
          min={departure ? undefined : todayInParis()}
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
          draft={draft}
          onChange={setDraft}
          fromCountry={fields.fromCountry}
          editing={Boolean(departure)}
          errors={errors}
        />
        {form.error ? <ErrorMessage error={form.error} message={departureSaveErrorText(form.error)} /> : null}
        <SubmitButton loading={form.loading} className="w-full">
          {departure ? "Enregistrer" : "Ajouter la date"}
        </SubmitButton>
      </form>
    </Modal>
  );
}
