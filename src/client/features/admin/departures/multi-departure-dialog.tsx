import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { todayInParis } from "#shared/calendar";
import {
  canRemoveDateRow,
  filledDateCount,
  VALIDATION_ERRORS_TITLE,
  validateMultiDepartureForm,
} from "#shared/departures/departure-form";
import { CountrySelect } from "../common/country-select";
import { Modal } from "../common/modal";
import { departureSaveErrorText } from "./departure-errors";
import { type MultiDepartureFields, useDepartureMutations } from "./departure-queries";

/**
 * The multi-date form (several departures at once): one route, one description, several date rows. At least one row stays;
 * the save button counts filled dates; every error is listed under 'Erreurs de validation :'. The
 * server checks the same rules (shared) plus the dates the route already has.
 */
export function MultiDepartureDialog({ onClose }: { onClose: () => void }) {
  const { addSeveral } = useDepartureMutations();
  const [fromCountry, setFrom] = useState("");
  const [toCountry, setTo] = useState("");
  const [description, setDescription] = useState("");
  const [dates, setDates] = useState<string[]>([""]);
  // Every error is listed together, one a line, rather than beside its row.
  const form = useFormSubmit({
    read: () => ({ fromCountry, toCountry, description, dates }),
    validate: (values) => {
      const found = validateMultiDepartureForm(values as MultiDepartureFields, todayInParis());
      return found.length > 0
        ? { ok: false, fieldErrors: {}, message: found.join("\n") }
        : { ok: true, data: values as MultiDepartureFields };
    },
    call: (values) => addSeveral.mutateAsync(values),
    onSuccess: onClose,
  });
  // A refused batch lists one reason per row, a line each.
  const errorText = form.error ? departureSaveErrorText(form.error) : form.message;
  const errors = errorText ? errorText.split("\n") : [];

  const count = filledDateCount(dates);
  return (
    <Modal title="Ajouter plusieurs dates" onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <CountrySelect label="Pays de départ" value={fromCountry} onChange={setFrom} />
          <CountrySelect label="Pays d'arrivée" value={toCountry} onChange={setTo} />
        </div>
        <TextField
          name="description"
          label="Description (facultative)"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Dates</legend>
          {dates.map((value, index) => (
            // Rows have no identity but their place; the index is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only ever appended or removed by index
            <div key={index} className="flex items-end gap-2">
              <TextField
                name={`dates.${index}`}
                label={`Date ${index + 1}`}
                type="date"
                min={todayInParis()}
                value={value}
                onChange={(event) =>
                  setDates((old) => old.map((d, i) => (i === index ? event.target.value : d)))
                }
                className="flex-1"
              />
              {canRemoveDateRow(dates.length) && (
                <Button
                  variant="secondary"
                  aria-label={`Retirer la date ${index + 1}`}
                  onClick={() => setDates((old) => old.filter((_, i) => i !== index))}
                  className="mb-0.5"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
          ))}
          <Button variant="secondary" onClick={() => setDates((old) => [...old, ""])}>
            <Plus aria-hidden="true" className="size-4" />
            Ajouter une ligne
          </Button>
        </fieldset>
        {errors.length > 0 && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">{VALIDATION_ERRORS_TITLE}</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <SubmitButton loading={form.loading} className="w-full">
          Enregistrer {count} date{count > 1 ? "s" : ""}
        </SubmitButton>
      </form>
    </Modal>
  );
}
