import { type FormEvent, useState } from "react";
import { ApiError } from "#client/lib/api-client";
import { ErrorMessage } from "#client/ui/error-message";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { type AdminDate, dateMoveWarning } from "#shared/admin/admin-dates";
import { singleDateSchema } from "#shared/available-dates";
import { todayInParis } from "#shared/calendar";
import { type DateFields, useDateMutations } from "./admin-api";
import { CountrySelect } from "./country-select";
import { dateSaveErrorText } from "./date-errors";
import { Modal } from "./modal";

/**
 * Add one date, or edit one (date, departure and arrival required; description optional). Moving a
 * date that parcels chose moves them too and e-mails their clients: the dialog says so first
 * (docs/product/administration.md#dates-in-use).
 */
export function DateFormDialog({ date, onClose }: { date?: AdminDate; onClose: () => void }) {
  const { addOne, update } = useDateMutations();
  const mutation = date ? update : addOne;
  const [fields, setFields] = useState<DateFields>({
    date: date?.date ?? "",
    fromCountry: date?.fromCountry ?? "",
    toCountry: date?.toCountry ?? "",
    description: date?.description ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof DateFields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = singleDateSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    const body = { ...fields, description: fields.description.trim() };
    const done = { onSuccess: onClose };
    if (date) update.mutate({ id: date.id, ...body }, done);
    else addOne.mutate(body, done);
  }

  const serverErrors = mutation.error instanceof ApiError ? mutation.error.fieldErrors : {};
  return (
    <Modal title={date ? "Modifier la date" : "Ajouter une date"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {date && date.parcelCount > 0 && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {dateMoveWarning(date.parcelCount)}
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
          error={errors.date ?? serverErrors.date}
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
        {mutation.error && (
          <ErrorMessage error={mutation.error} message={dateSaveErrorText(mutation.error)} />
        )}
        <SubmitButton loading={mutation.isPending} className="w-full">
          {date ? "Enregistrer" : "Ajouter la date"}
        </SubmitButton>
      </form>
    </Modal>
  );
}
