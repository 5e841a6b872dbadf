import { CalendarPlus, CalendarRange, Package, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { formatDateFr } from "#shared/calendar";
import { countryName } from "#shared/countries";
import {
  type AdminDeparture,
  DELETE_DEPARTURE_CONFIRM,
  departureInUseMessage,
} from "#shared/departures/admin-departures";
import { useDateMutations, useDates } from "./admin-api";
import { dateSaveErrorText, datesLoadErrorText } from "./date-errors";
import { DateFormDialog } from "./date-form-dialog";
import { DepartureSummary } from "./departure-summary";
import { DepartureTools } from "./departure-tools";
import { Modal } from "./modal";
import { MultiDateDialog } from "./multi-date-dialog";

type Open =
  | { kind: "add" }
  | { kind: "several" }
  | { kind: "edit"; date: AdminDeparture }
  | { kind: "delete"; date: AdminDeparture };

/**
 * The dates tab: configured dates soonest first with how many parcels chose each and their departure
 * (kilos booked, deadline, state, labels, manifest, whole-departure moves — docs/product/departures.md),
 * edit, delete (confirmed; refused up front for a date in use), add one, add several.
 */
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
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <p
                    className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${date.parcelCount > 0 ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-stone-600"}`}
                  >
                    <Package aria-hidden="true" className="size-3.5" />
                    {date.parcelCount} colis
                  </p>
                  <DepartureSummary date={date} />
                </div>
                {date.parcelCount > 0 && <DepartureTools date={date} />}
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
      {open?.kind === "delete" && (
        <DeleteDateDialog
          date={open.date}
          onClose={close}
          onEdit={() => setOpen({ kind: "edit", date: open.date })}
        />
      )}
    </div>
  );
}

/**
 * A date that parcels chose cannot be deleted: the dialog says so at once and offers to edit it
 * instead (docs/product/administration.md#dates-in-use). The server refuses it too, for a stale list.
 */
function DeleteDateDialog({
  date,
  onClose,
  onEdit,
}: {
  date: AdminDeparture;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { remove } = useDateMutations();
  const inUse = date.parcelCount > 0;
  return (
    <Modal title="Supprimer la date" onClose={onClose}>
      {inUse ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {departureInUseMessage(date.parcelCount)}
        </p>
      ) : (
        <p className="text-stone-800">{DELETE_DEPARTURE_CONFIRM}</p>
      )}
      <p className="mt-2 text-sm text-stone-600">
        {formatDateFr(date.date)} · {countryName(date.fromCountry)} → {countryName(date.toCountry)}
      </p>
      {remove.error && (
        <ErrorMessage error={remove.error} message={dateSaveErrorText(remove.error)} className="mt-4" />
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {inUse ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Fermer
            </Button>
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              Modifier la date
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Annuler
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() => remove.mutate(date.id, { onSuccess: onClose })}
            >
              Supprimer
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
