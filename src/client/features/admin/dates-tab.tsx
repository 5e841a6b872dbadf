import { CalendarPlus, CalendarRange, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { type AdminDate, DELETE_DATE_CONFIRM } from "../../../shared/admin/admin-dates";
import { formatDateFr } from "../../../shared/calendar";
import { countryName } from "../../../shared/countries";
import { Button } from "../../ui/button";
import { ErrorMessage } from "../../ui/error-message";
import { Spinner } from "../../ui/spinner";
import { useDateMutations, useDates } from "./admin-api";
import { dateSaveErrorText, datesLoadErrorText } from "./date-errors";
import { DateFormDialog } from "./date-form-dialog";
import { Modal } from "./modal";
import { MultiDateDialog } from "./multi-date-dialog";

type Open =
  | { kind: "add" }
  | { kind: "several" }
  | { kind: "edit"; date: AdminDate }
  | { kind: "delete"; date: AdminDate };

/** Seed §2 dates tab: configured dates soonest first, edit, delete (confirmed), add one, add several. */
export function DatesTab() {
  const { data, error, isPending } = useDates();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button onClick={() => setOpen({ kind: "add" })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Ajouter une date
        </Button>
        <Button variant="secondary" onClick={() => setOpen({ kind: "several" })}>
          <CalendarRange aria-hidden="true" className="size-4" />
          Ajouter plusieurs dates
        </Button>
      </div>
      {error && <ErrorMessage error={error} message={datesLoadErrorText(error)} />}
      {isPending ? (
        <Spinner />
      ) : data && data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          Aucune date configurée
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {data?.map((date) => (
            <li
              key={date.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900 first-letter:uppercase">
                  {formatDateFr(date.date)}
                </p>
                <p className="text-sm text-stone-700">
                  {countryName(date.fromCountry)} → {countryName(date.toCountry)}
                </p>
                {date.description && <p className="text-sm text-stone-600">{date.description}</p>}
                {date.parcelCount > 0 && (
                  <p className="text-xs text-stone-500">
                    {date.parcelCount} colis {date.parcelCount > 1 ? "ont" : "a"} choisi cette date
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ kind: "edit", date })}
                  aria-label={`Modifier la date du ${formatDateFr(date.date)}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Modifier
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ kind: "delete", date })}
                  aria-label={`Supprimer la date du ${formatDateFr(date.date)}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Supprimer
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === "add" && <DateFormDialog onClose={close} />}
      {open?.kind === "edit" && <DateFormDialog date={open.date} onClose={close} />}
      {open?.kind === "several" && <MultiDateDialog onClose={close} />}
      {open?.kind === "delete" && <DeleteDateDialog date={open.date} onClose={close} />}
    </div>
  );
}

function DeleteDateDialog({ date, onClose }: { date: AdminDate; onClose: () => void }) {
  const { remove } = useDateMutations();
  return (
    <Modal title="Supprimer la date" onClose={onClose}>
      <p className="text-stone-800">{DELETE_DATE_CONFIRM}</p>
      <p className="mt-1 text-sm text-stone-600">
        {formatDateFr(date.date)} · {countryName(date.fromCountry)} → {countryName(date.toCountry)}
      </p>
      {remove.error && (
        <ErrorMessage error={remove.error} message={dateSaveErrorText(remove.error)} className="mt-4" />
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Annuler
        </Button>
        <Button disabled={remove.isPending} onClick={() => remove.mutate(date.id, { onSuccess: onClose })}>
          Supprimer
        </Button>
      </div>
    </Modal>
  );
}
