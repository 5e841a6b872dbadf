import { and, inArray } from "drizzle-orm";
import { newId } from "#server/db/ids";
import { departures } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { type DeparturesAdded, departureExistsMessage } from "#shared/departures/admin-departures";
import { readAdminDepartures } from "./admin-departure-list";
import { notifyRouteAlerts } from "./departure-alerts";
import { departureColumns, type NewDepartures } from "./departure-columns";
import { auditDepartures, type DeparturesContext } from "./departures-context";
import { onRoute } from "./route-and-day";

/**
 * Publishes one or several departures on a route (single- and multi-date forms), all or nothing. Days
 * already on the route are refused with their row number (`label`); a concurrent insert of the same day
 * is caught by the unique index and refused the same way. Waiting clients are e-mailed
 * (docs/product/parcels.md#waiting-request).
 */
export async function addDepartures(
  context: DeparturesContext,
  input: NewDepartures,
  label: (index: number) => string,
): Promise<DeparturesAdded> {
  return context.db.transaction(async (tx) => {
    const existing = await tx
      .select({ date: departures.date })
      .from(departures)
      .where(and(onRoute(input), inArray(departures.date, input.dates)));
    const taken = new Set(existing.map((row) => row.date));
    const clashes = input.dates.flatMap((date, index) => (taken.has(date) ? [index] : []));
    if (clashes.length > 0) throw departureExists(clashes.map(label), clashes);
    const inserted = await tx
      .insert(departures)
      .values(
        input.dates.map((date) => ({
          id: newId(),
          date,
          fromCountry: input.fromCountry,
          toCountry: input.toCountry,
          description: input.description,
          ...departureColumns(input.departure),
          createdBy: context.actor.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: departures.id });
    if (inserted.length !== input.dates.length) throw departureExists([label(0)], [0]);
    const notifiedAlerts = await notifyRouteAlerts(tx, context, input);
    await auditDepartures(tx, context.actor, "date.create", { ...input, notifiedAlerts });
    const added = await readAdminDepartures(
      tx,
      inArray(
        departures.id,
        inserted.map((row) => row.id),
      ),
    );
    return { dates: added, notifiedAlerts };
  });
}

function departureExists(labels: string[], indexes: number[]): AppError {
  const messages = labels.map(departureExistsMessage);
  const fieldErrors = Object.fromEntries(
    indexes.map((index, i) => [`dates.${index}`, messages[i] as string]),
  );
  return new AppError("DATE_EXISTS", 409, messages.join("\n"), fieldErrors);
}
