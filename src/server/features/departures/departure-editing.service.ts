import { and, count, eq, ne } from "drizzle-orm";
import { isForeignKeyViolation, isUniqueViolation } from "#server/db/pg-error";
import { departures, parcels } from "#server/db/schema";
import { lockParcels } from "#server/features/parcel-records";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import { formatDateFr } from "#shared/calendar";
import {
  type AdminDeparture,
  DEPARTURE_NOT_FOUND,
  departureExistsMessage,
  departureInUseMessage,
  departureRouteInUseMessage,
} from "#shared/departures/admin-departures";
import { readAdminDepartures } from "./admin-departure-list";
import { type DepartureEdit, departureColumns, PAST_DATE_MESSAGE } from "./departure-columns";
import { moveBookedParcels } from "./departure-day-move";
import { auditDepartures, type DeparturesContext } from "./departures-context";
import { onRouteAndDay } from "./route-and-day";

/**
 * Edits a departure in place. It may keep an old day (the carrier corrects a record) but cannot be
 * moved into the past, nor onto a day the route already has. Moving the day of a departure that parcels
 * chose moves their preferred date too, and e-mails each client; the route of such a departure cannot
 * change, since the parcels travel on it (docs/product/administration.md#dates-in-use).
 */
export async function updateDeparture(
  context: DeparturesContext,
  id: string,
  input: DepartureEdit,
): Promise<AdminDeparture> {
  try {
    return await updateInTransaction(context, id, input);
  } catch (error) {
    // Another admin took that day on that route between our check and our update.
    if (isUniqueViolation(error))
      throw conflict("DATE_EXISTS", departureExistsMessage(formatDateFr(input.date)));
    throw error;
  }
}

function updateInTransaction(
  context: DeparturesContext,
  id: string,
  edit: DepartureEdit,
): Promise<AdminDeparture> {
  const { capacityKg, dropoffDeadline, dropoffPlace, state, ...input } = edit;
  return context.db.transaction(async (tx) => {
    const [current] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!current) throw notFound(DEPARTURE_NOT_FOUND);
    if (input.date !== current.date && input.date < context.today)
      throw badRequest("VALIDATION", PAST_DATE_MESSAGE, { date: PAST_DATE_MESSAGE });
    const [clash] = await tx
      .select({ id: departures.id })
      .from(departures)
      .where(and(onRouteAndDay(input), ne(departures.id, id)));
    if (clash) throw conflict("DATE_EXISTS", departureExistsMessage(formatDateFr(input.date)));
    const routeChanged = input.fromCountry !== current.fromCountry || input.toCountry !== current.toCountry;
    // Locks the parcels booked on the departure: none can be created on it or change meanwhile.
    const chosenBy = await lockParcels(tx, eq(parcels.departureId, id));
    if (routeChanged && chosenBy.length > 0)
      throw conflict("DATE_IN_USE", departureRouteInUseMessage(chosenBy.length));
    await tx
      .update(departures)
      .set({
        ...input,
        ...departureColumns({ capacityKg, dropoffDeadline, dropoffPlace, state }),
        updatedAt: new Date(),
      })
      .where(eq(departures.id, id));
    const movedParcels =
      input.date !== current.date ? await moveBookedParcels(tx, context, id, current.date, input.date) : 0;
    await auditDepartures(tx, context.actor, "date.update", {
      id,
      before: current,
      after: edit,
      movedParcels,
    });
    const [updated] = await readAdminDepartures(tx, eq(departures.id, id));
    return updated as AdminDeparture;
  });
}

/** Deletes a departure, unless parcels chose it (the foreign key would refuse it anyway, with a 500). */
export async function deleteDeparture(context: DeparturesContext, id: string): Promise<void> {
  try {
    await context.db.transaction(async (tx) => {
      const [current] = await tx.select().from(departures).where(eq(departures.id, id));
      if (!current) throw notFound(DEPARTURE_NOT_FOUND);
      const [used] = await tx.select({ value: count() }).from(parcels).where(eq(parcels.departureId, id));
      if ((used?.value ?? 0) > 0) throw conflict("DATE_IN_USE", departureInUseMessage(used?.value ?? 0));
      await tx.delete(departures).where(eq(departures.id, id));
      await auditDepartures(tx, context.actor, "date.delete", { deleted: current });
    });
  } catch (error) {
    // A parcel choosing the departure between our count and the delete: same answer as above.
    if (isForeignKeyViolation(error)) throw conflict("DATE_IN_USE", departureInUseMessage(1));
    throw error;
  }
}
