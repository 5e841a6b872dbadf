import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { isForeignKeyViolation, isUniqueViolation } from "#server/db/pg-error";
import { auditLog, availableDates, notificationAlerts, parcels, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { bookedGrams, recordParcelChange } from "#server/features/parcels";
import { AppError, badRequest, conflict, notFound } from "#server/http/app-error";
import { greetingLine, type SessionUser } from "#shared/accounts";
import {
  type AdminDate,
  DATE_NOT_FOUND,
  type DatesAdded,
  dateAlreadyExistsMessage,
  dateInUseMessage,
  dateMovedNote,
  dateRouteInUseMessage,
} from "#shared/admin/admin-dates";
import { formatDateFr, type IsoDate } from "#shared/calendar";
import type { DepartureState } from "#shared/departures/departure-state";
import { instantOfParisTime } from "#shared/departures/paris-time";
import { kgToGrams } from "#shared/pricing";
import { dateAvailableEmail } from "./date-alert-email";
import { dateMovedEmail } from "./date-moved-email";

export type DatesContext = { db: Db; actor: SessionUser; publicUrl: string; today: IsoDate };
export type NewDates = {
  fromCountry: string;
  toCountry: string;
  description: string | null;
  dates: string[];
  /** The departure's fields (docs/product/departures.md#departure); the multi-date form sends none. */
  departure?: DepartureFields;
};

export type DepartureFields = {
  capacityKg: number | null;
  /** Paris wall-clock time, '2026-03-12T18:00'. */
  dropoffDeadline: string | null;
  dropoffPlace: string | null;
  state?: DepartureState;
};

/** The departure's columns from the form's fields. */
function departureColumns(fields: DepartureFields | undefined) {
  if (!fields) return {};
  return {
    capacityGrams: fields.capacityKg === null ? null : kgToGrams(fields.capacityKg),
    dropoffDeadline: fields.dropoffDeadline === null ? null : instantOfParisTime(fields.dropoffDeadline),
    dropoffPlace: fields.dropoffPlace,
    ...(fields.state ? { state: fields.state } : {}),
  };
}

export const PAST_DATE_MESSAGE = "La date doit être aujourd'hui ou dans le futur";

const dateColumns = {
  id: availableDates.id,
  date: availableDates.date,
  fromCountry: availableDates.fromCountry,
  toCountry: availableDates.toCountry,
  description: availableDates.description,
  // Written out: inside a one-table select Drizzle leaves column names unqualified, and "id" would
  // then mean the parcel's id.
  parcelCount: sql<number>`(select count(*)::int from "parcel" where "parcel"."available_date_id" = "available_date"."id")`,
  capacityGrams: availableDates.capacityGrams,
  bookedGrams,
  dropoffDeadline: availableDates.dropoffDeadline,
  dropoffPlace: availableDates.dropoffPlace,
  state: availableDates.state,
  statusCounts: sql<
    AdminDate["statusCounts"]
  >`(select coalesce(json_object_agg("counts"."status", "counts"."n"), '{}'::json) from (select "parcel"."status", count(*)::int as "n" from "parcel" where "parcel"."available_date_id" = "available_date"."id" group by "parcel"."status") as "counts")`,
};

type DateRow = Omit<AdminDate, "dropoffDeadline"> & { dropoffDeadline: Date | null };

const toAdminDate = ({ dropoffDeadline, ...row }: DateRow): AdminDate => ({
  ...row,
  dropoffDeadline: dropoffDeadline?.toISOString() ?? null,
});

/**
 * Every configured date, soonest first, with how many parcels chose it
 * (docs/product/administration.md#dates).
 */
export async function listDates(db: Db): Promise<AdminDate[]> {
  const rows = await db
    .select(dateColumns)
    .from(availableDates)
    .orderBy(asc(availableDates.date), asc(availableDates.fromCountry), asc(availableDates.toCountry));
  return rows.map(toAdminDate);
}

function audit(tx: Tx, actor: SessionUser, action: string, details: Record<string, unknown>) {
  return tx
    .insert(auditLog)
    .values({ id: newId(), actorId: actor.id, actorEmail: actor.email, action, details });
}

/**
 * Every open alert on the route gets one e-mail and is marked notified, in the caller's transaction
 * (docs/product/parcels.md#waiting-request).
 */
async function notifyRouteAlerts(tx: Tx, context: DatesContext, input: NewDates): Promise<number> {
  const alerts = await tx
    .update(notificationAlerts)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(notificationAlerts.fromCountry, input.fromCountry),
        eq(notificationAlerts.toCountry, input.toCountry),
        isNull(notificationAlerts.notifiedAt),
      ),
    )
    .returning({
      id: notificationAlerts.id,
      email: notificationAlerts.email,
      userId: notificationAlerts.userId,
      parcelId: notificationAlerts.parcelId,
    });
  const dates = [...input.dates].sort();
  const names = await namesOf(
    tx,
    alerts.map((alert) => alert.userId),
  );
  for (const alert of alerts) {
    await enqueueEmail(
      tx,
      dateAvailableEmail({
        alertId: alert.id,
        to: alert.email,
        fromCountry: input.fromCountry,
        toCountry: input.toCountry,
        dates,
        // The waiting request itself takes the date (docs/product/parcels.md#waiting-request).
        hasWaitingRequest: alert.parcelId !== null,
        actionUrl: alert.parcelId
          ? `${context.publicUrl}/tracking?colis=${encodeURIComponent(alert.parcelId)}`
          : `${context.publicUrl}/request`,
        greeting: greetingLine({ name: names.get(alert.userId), email: alert.email }),
      }),
    );
  }
  return alerts.length;
}

async function namesOf(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Publishes one or several dates on a route (single- and multi-date forms), all or nothing. Dates already
 * on the route are refused with their row number (`label`); a concurrent insert of the same day is caught
 * by the unique index and refused the same way. Waiting clients are e-mailed
 * (docs/product/parcels.md#waiting-request).
 */
export async function addDates(
  context: DatesContext,
  input: NewDates,
  label: (index: number) => string,
): Promise<DatesAdded> {
  return context.db.transaction(async (tx) => {
    const existing = await tx
      .select({ date: availableDates.date })
      .from(availableDates)
      .where(
        and(
          eq(availableDates.fromCountry, input.fromCountry),
          eq(availableDates.toCountry, input.toCountry),
          inArray(availableDates.date, input.dates),
        ),
      );
    const taken = new Set(existing.map((row) => row.date));
    const clashes = input.dates.flatMap((date, index) => (taken.has(date) ? [index] : []));
    if (clashes.length > 0) throw dateExists(clashes.map(label), clashes);
    const inserted = await tx
      .insert(availableDates)
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
      .returning({ id: availableDates.id });
    if (inserted.length !== input.dates.length) throw dateExists([label(0)], [0]);
    const notifiedAlerts = await notifyRouteAlerts(tx, context, input);
    await audit(tx, context.actor, "date.create", { ...input, notifiedAlerts });
    const dates = await tx
      .select(dateColumns)
      .from(availableDates)
      .where(
        inArray(
          availableDates.id,
          inserted.map((row) => row.id),
        ),
      )
      .orderBy(asc(availableDates.date));
    return { dates: dates.map(toAdminDate), notifiedAlerts };
  });
}

function dateExists(labels: string[], indexes: number[]): AppError {
  const messages = labels.map(dateAlreadyExistsMessage);
  const fieldErrors = Object.fromEntries(
    indexes.map((index, i) => [`dates.${index}`, messages[i] as string]),
  );
  return new AppError("DATE_EXISTS", 409, messages.join("\n"), fieldErrors);
}

/**
 * Edits a date in place. A date may keep an old day (the carrier corrects a record) but cannot be
 * moved into the past, nor onto a day the route already has. Moving the day of a date that parcels
 * chose moves their preferred date too, and e-mails each client; the route of such a date cannot
 * change, since the parcels travel on it (docs/product/administration.md#dates-in-use).
 */
export async function updateDate(context: DatesContext, id: string, input: DateEdit): Promise<AdminDate> {
  try {
    return await updateDateInTransaction(context, id, input);
  } catch (error) {
    // Another admin took that day on that route between our check and our update.
    if (isUniqueViolation(error))
      throw conflict("DATE_EXISTS", dateAlreadyExistsMessage(formatDateFr(input.date)));
    throw error;
  }
}

type DateEdit = Omit<NewDates, "dates" | "departure"> & { date: string } & DepartureFields;

function updateDateInTransaction(context: DatesContext, id: string, edit: DateEdit): Promise<AdminDate> {
  const { capacityKg, dropoffDeadline, dropoffPlace, state, ...input } = edit;
  return context.db.transaction(async (tx) => {
    const [current] = await tx.select().from(availableDates).where(eq(availableDates.id, id));
    if (!current) throw notFound(DATE_NOT_FOUND);
    if (input.date !== current.date && input.date < context.today)
      throw badRequest("VALIDATION", PAST_DATE_MESSAGE, { date: PAST_DATE_MESSAGE });
    const [clash] = await tx
      .select({ id: availableDates.id })
      .from(availableDates)
      .where(
        and(
          eq(availableDates.fromCountry, input.fromCountry),
          eq(availableDates.toCountry, input.toCountry),
          eq(availableDates.date, input.date),
          ne(availableDates.id, id),
        ),
      );
    if (clash) throw conflict("DATE_EXISTS", dateAlreadyExistsMessage(formatDateFr(input.date)));
    const routeChanged = input.fromCountry !== current.fromCountry || input.toCountry !== current.toCountry;
    // Locks the parcels that chose the date: none can be created on it or change meanwhile.
    const chosenBy = await tx
      .select({ id: parcels.id })
      .from(parcels)
      .where(eq(parcels.availableDateId, id))
      .for("update");
    if (routeChanged && chosenBy.length > 0)
      throw conflict("DATE_IN_USE", dateRouteInUseMessage(chosenBy.length));
    await tx
      .update(availableDates)
      .set({
        ...input,
        ...departureColumns({ capacityKg, dropoffDeadline, dropoffPlace, state }),
        updatedAt: new Date(),
      })
      .where(eq(availableDates.id, id));
    const movedParcels =
      input.date !== current.date ? await moveParcels(tx, context, id, current.date, input.date) : 0;
    await audit(tx, context.actor, "date.update", { id, before: current, after: edit, movedParcels });
    const [row] = await tx.select(dateColumns).from(availableDates).where(eq(availableDates.id, id));
    return toAdminDate(row as DateRow);
  });
}

/**
 * Every parcel on the moved date follows it, with a history entry (its status unchanged, so the last
 * entry still matches it); each client is told, whatever their e-mail switch.
 */
async function moveParcels(tx: Tx, context: DatesContext, dateId: string, from: string, to: string) {
  const now = new Date();
  const moved = await tx
    .update(parcels)
    .set({ preferredDate: to, updatedAt: now })
    .where(eq(parcels.availableDateId, dateId))
    .returning({
      id: parcels.id,
      clientId: parcels.clientId,
      description: parcels.description,
      fromCountry: parcels.fromCountry,
      toCountry: parcels.toCountry,
      trackingCode: parcels.trackingCode,
      status: parcels.status,
    });
  // Audited once, by the date's own `date.update` line (docs/product/administration.md#audit).
  await recordParcelChange(tx, {
    actor: context.actor,
    parcels: moved,
    note: dateMovedNote(formatDateFr(from as IsoDate), formatDateFr(to as IsoDate)),
    at: now,
  });
  const clients = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        // A deleted account's kept parcel has no client to tell.
        moved.flatMap((parcel) => (parcel.clientId === null ? [] : [parcel.clientId])),
      ),
    );
  const byId = new Map(clients.map((client) => [client.id, client]));
  for (const parcel of moved) {
    const client = parcel.clientId === null ? undefined : byId.get(parcel.clientId);
    // A delivered or refused parcel's record is corrected silently: there is nothing to be ready for.
    if (!client || parcel.status === "delivered" || parcel.status === "rejected") continue;
    await enqueueEmail(
      tx,
      dateMovedEmail({
        to: client.email,
        client,
        parcel,
        from,
        toDate: to,
        trackingUrl: `${context.publicUrl}/tracking?colis=${encodeURIComponent(parcel.id)}`,
      }),
    );
  }
  return moved.length;
}

/** Deletes a date, unless parcels chose it (the foreign key would refuse it anyway, with a 500). */
export async function deleteDate(context: DatesContext, id: string): Promise<void> {
  try {
    await context.db.transaction(async (tx) => {
      const [current] = await tx.select().from(availableDates).where(eq(availableDates.id, id));
      if (!current) throw notFound(DATE_NOT_FOUND);
      const [used] = await tx.select({ value: count() }).from(parcels).where(eq(parcels.availableDateId, id));
      if ((used?.value ?? 0) > 0) throw conflict("DATE_IN_USE", dateInUseMessage(used?.value ?? 0));
      await tx.delete(availableDates).where(eq(availableDates.id, id));
      await audit(tx, context.actor, "date.delete", { deleted: current });
    });
  } catch (error) {
    // A parcel choosing the date between our count and the delete: same answer as above.
    if (isForeignKeyViolation(error)) throw conflict("DATE_IN_USE", dateInUseMessage(1));
    throw error;
  }
}
