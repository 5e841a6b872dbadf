import { addDays, type IsoDate, todayInParis } from "#shared/calendar-dates";
import { instantOfParisTime, parisLocalTime } from "#shared/departures/paris-time";

/**
 * When the drop-off reminder goes (docs/product/departures.md#drop-off-reminder), in Paris time like
 * every deadline: on the Paris day before the deadline's day, from 8 h; a reminder missed that day (the
 * service was down) still goes on the deadline's day, until the deadline.
 */
export const REMINDER_FROM_HOUR = 8;

/** Midnight starting a Paris day: it always exists (Paris changes its clocks at 2 h and 3 h). */
export const startOfParisDay = (day: IsoDate) => instantOfParisTime(`${day}T00:00`);

/**
 * The deadlines to remind of now: not passed, and on today's Paris date or — from 8 h — tomorrow's.
 * `to` is exclusive.
 */
export function reminderWindow(now: Date): { from: Date; to: Date } {
  const today = todayInParis(now);
  const hour = Number(parisLocalTime(now).slice(11, 13));
  const lastDay = hour >= REMINDER_FROM_HOUR ? addDays(today, 1) : today;
  return { from: now, to: startOfParisDay(addDays(lastDay, 1)) };
}

/**
 * The start of the day a deadline is reminded on. A parcel booked since then got the deadline in its
 * booking e-mail a moment ago: no reminder on top of it.
 */
export const reminderDayStart = (deadline: Date) => startOfParisDay(addDays(todayInParis(deadline), -1));
