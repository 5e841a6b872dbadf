import { and, eq, gt, gte, inArray, isNotNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { departures, emailOutbox, parcels, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import type { PeriodicSweep } from "#server/workers/scheduler";
import { dropoffReminderEmail } from "./dropoff-reminder-email";
import { reminderDayStart, reminderWindow } from "./dropoff-reminder-window";

/** Every instance sweeps this often; the first reminder of a day goes by 8 h 10 (Paris). */
export const DROPOFF_REMINDER_SWEEP_MS = 10 * 60_000;

/** Departures still to be dropped off at: the carrier has not taken them away yet. */
const BEFORE_DEPARTURE = ["open", "closed"] as const;
/** Parcels the carrier does not have yet, and that are going: pending (paid or not) or accepted. */
const TO_DROP_OFF = ["pending", "accepted"] as const;

/** The departures whose deadline is to be reminded of now: through `departure_dropoff_deadline_idx`. */
function dueDepartures(db: Db, now: Date) {
  const window = reminderWindow(now);
  return db
    .select({
      id: departures.id,
      date: departures.date,
      place: departures.dropoffPlace,
      deadline: departures.dropoffDeadline,
    })
    .from(departures)
    .where(
      and(
        isNotNull(departures.dropoffDeadline),
        gt(departures.dropoffDeadline, window.from),
        lt(departures.dropoffDeadline, window.to),
        inArray(departures.state, BEFORE_DEPARTURE),
      ),
    );
}

/** No e-mail queued under this key (since `since`, when given): read through the dedupe key's unique index. */
const noEmail = (db: Db, key: ReturnType<typeof sql>, since?: Date) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.dedupeKey, key), since ? gte(emailOutbox.createdAt, since) : undefined)),
  );

/** A departure's parcels still to be dropped off whose client has neither this reminder nor a fresh booking e-mail. */
function parcelsToRemind(db: Db, departureId: string, deadline: Date) {
  return db
    .select({
      parcel: {
        id: parcels.id,
        reference: parcels.reference,
        description: parcels.description,
        fromCountry: parcels.fromCountry,
        toCountry: parcels.toCountry,
        trackingCode: parcels.trackingCode,
        collectionCode: parcels.collectionCode,
        paid: parcels.paid,
        proofReceived: sql<boolean>`${parcels.proofReceivedAt} is not null`,
      },
      client: { email: users.email, name: users.name },
    })
    .from(parcels)
    .innerJoin(users, eq(users.id, parcels.clientId))
    .where(
      and(
        eq(parcels.departureId, departureId),
        inArray(parcels.status, TO_DROP_OFF),
        // The same key as dropoffReminderKey(parcel, departure).
        noEmail(db, sql`${"dropoff-reminder:"}::text || ${parcels.id} || ${`:${departureId}`}::text`),
        // Booked since the reminder day began: the booking e-mail has just given the deadline.
        noEmail(db, sql`${"booking:"}::text || ${parcels.id}`, reminderDayStart(deadline)),
      ),
    );
}

/**
 * The sweep of the drop-off reminders (docs/product/departures.md#drop-off-reminder): for each
 * departure whose deadline is due for a reminder, one e-mail per parcel still to be dropped off, once.
 * Safe on several instances at once: the outbox's dedupe key keeps a second copy out. Returns the
 * reminders it queued (or tried to, when another instance was first).
 */
export async function queueDropoffReminders(
  db: Db,
  options: { publicUrl: string; now?: Date },
): Promise<number> {
  let queued = 0;
  for (const departure of await dueDepartures(db, options.now ?? new Date())) {
    const deadline = departure.deadline as Date;
    for (const { parcel, client } of await parcelsToRemind(db, departure.id, deadline)) {
      await enqueueEmail(
        db,
        dropoffReminderEmail({
          to: client.email,
          client,
          parcel,
          departure,
          dropoff: { place: departure.place, deadline: deadline.toISOString() },
          publicUrl: options.publicUrl,
        }),
      );
      queued++;
    }
  }
  return queued;
}

/** The sweep as the scheduler runs it, every ten minutes on every instance that keeps it on. */
export const dropoffReminderSweep = (db: Db, publicUrl: string): PeriodicSweep => ({
  name: "dropoff-reminders",
  everyMs: DROPOFF_REMINDER_SWEEP_MS,
  run: () => queueDropoffReminders(db, { publicUrl }),
});
