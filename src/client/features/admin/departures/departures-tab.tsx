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
import { Modal } from "../common/modal";
import { departureSaveErrorText, departuresLoadErrorText } from "./departure-errors";
import { DepartureFormDialog } from "./departure-form-dialog";
import { useDepartureMutations, useDepartures } from "./departure-queries";
import { DepartureSummary } from "./departure-summary";
import { DepartureTools } from "./departure-tools";
import { MultiDepartureDialog } from "./multi-departure-dialog";

type Open =
  | { kind: "add" }
  | { kind: "several" }
  | { kind: "edit"; departure: AdminDeparture }
  | { kind: "delete"; departure: AdminDeparture };

/**
 * The departures tab ('Dates de disponibilité'): departures soonest first with how many parcels chose
 * each, kilos booked, deadline, state, labels, manifest and whole-departure moves
 * (docs/product/departures.md); edit, delete (confirmed; refused up front for a departure in use), add
 * one, add several.
 */
export function DeparturesTab() {
  const { data, error, isPending } = useDepartures();
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
      {error && <ErrorMessage error={error} message={departuresLoadErrorText(error)} />}
      {isPending ? (
        <Spinner />
      ) : data && data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          Aucune date configurée
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {data?.map((departure) => (
            <li
              key={departure.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900 first-letter:uppercase">
                  {formatDateFr(departure.date)}
                </p>
                <p className="text-sm text-stone-700">
                  {countryName(departure.fromCountry)} → {countryName(departure.toCountry)}
                </p>
                {departure.description && (
                  <p className="text-sm wrap-anywhere text-stone-600">{departure.description}</p>
                )}
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <p
                    className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${departure.parcelCount > 0 ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-stone-600"}`}
                  >
                    <Package aria-hidden="true" className="size-3.5" />
                    {departure.parcelCount} colis
                  </p>
                  <DepartureSummary departure={departure} />
                </div>
                {departure.parcelCount > 0 && <DepartureTools departure={departure} />}
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ kind: "edit", departure })}
                  aria-label={`Modifier la date du ${formatDateFr(departure.date)}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Modifier
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ kind: "delete", departure })}
                  aria-label={`Supprimer la date du ${formatDateFr(departure.date)}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Supprimer
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === "add" && <DepartureFormDialog onClose={close} />}
      {open?.kind === "edit" && <DepartureFormDialog departure={open.departure} onClose={close} />}
      {open?.kind === "several" && <MultiDepartureDialog onClose={close} />}
      {open?.kind === "delete" && (
        <DeleteDepartureDialog
          departure={open.departure}
          onClose={close}
          onEdit={() => setOpen({ kind: "edit", departure: open.departure })}
        />
      )}
    </div>
  );
}

/**
 * A departure that parcels chose cannot be deleted: the dialog says so at once and offers to edit it
 * instead (docs/product/administration.md#dates-in-use). The server refuses it too, for a stale list.
 */
function DeleteDepartureDialog({
  departure,
  onClose,
  onEdit,
}: {
  departure: AdminDeparture;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { remove } = useDepartureMutations();
  const inUse = departure.parcelCount > 0;
  return (
    <Modal title="Supprimer la date" onClose={onClose}>
      {inUse ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {departureInUseMessage(departure.parcelCount)}
        </p>
      ) : (
        <p className="text-stone-800">{DELETE_DEPARTURE_CONFIRM}</p>
      )}
      <p className="mt-2 text-sm text-stone-600">
        {formatDateFr(departure.date)} · {countryName(departure.fromCountry)} →{" "}
        {countryName(departure.toCountry)}
      </p>
      {remove.error && (
        <ErrorMessage error={remove.error} message={departureSaveErrorText(remove.error)} className="mt-4" />
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
              onClick={() => remove.mutate(departure.id, { onSuccess: onClose })}
            >
              Supprimer
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
