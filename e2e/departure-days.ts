import { type APIRequestContext, expect } from "@playwright/test";
import type { AdminDeparture } from "#shared/departures/admin-departures";

/** A calendar date n days from today (the browser runs in Europe/Paris, like the server's rules). */
export function inDays(n: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()).split("-");
  const day = new Date(Date.UTC(Number(parts[0]), Number(parts[1]) - 1, Number(parts[2]) + n));
  return day.toISOString().slice(0, 10);
}

/**
 * `count` consecutive days, from `from` to `to` days ahead, on which the route has no departure yet: a
 * route takes one departure a day, and the dates other journeys publish (or this one in an earlier
 * repeat) stay. Far ahead and picked at random, so two journeys asking at the same moment do not meet;
 * read through the carrier's list (`carrierApi` signed in as a carrier).
 */
export async function unusedDays(
  carrierApi: APIRequestContext,
  { count = 1, fromCountry = "FR", toCountry = "TG", from = 200, to = 5_000 } = {},
): Promise<number[]> {
  const response = await carrierApi.get("/api/admin/departures");
  expect(response.ok()).toBe(true);
  const taken = new Set(
    ((await response.json()) as AdminDeparture[])
      .filter((d) => d.fromCountry === fromCountry && d.toCountry === toCountry)
      .map((d) => d.date),
  );
  for (;;) {
    const first = from + Math.floor(Math.random() * (to - from - count));
    const days = Array.from({ length: count }, (_, i) => first + i);
    if (days.every((day) => !taken.has(inDays(day)))) return days;
  }
}
