import { describe, expect, it } from "vitest";
import { reminderDayStart, reminderWindow } from "./dropoff-reminder-window";

/** docs/product/departures.md#drop-off-reminder: the day before the deadline, in Paris time. */
describe("when a drop-off deadline is reminded of", () => {
  it("covers tomorrow's deadlines (Paris) from 8 h, and only today's before", () => {
    // Wednesday 11 March 2026, 7 h 59 in Paris (UTC+1): today's deadlines only, until midnight.
    expect(reminderWindow(new Date("2026-03-11T06:59:00Z"))).toEqual({
      from: new Date("2026-03-11T06:59:00Z"),
      to: new Date("2026-03-11T23:00:00Z"),
    });
    // 8 h: Thursday's too, until Thursday midnight in Paris.
    expect(reminderWindow(new Date("2026-03-11T07:00:00Z")).to).toEqual(new Date("2026-03-12T23:00:00Z"));
  });

  it("follows Paris across the change to summer time and in the evening after UTC's midnight", () => {
    // Saturday 28 March 2026 9 h: Sunday the 29th changes to UTC+2, so it ends at 22 h UTC.
    expect(reminderWindow(new Date("2026-03-28T08:00:00Z")).to).toEqual(new Date("2026-03-29T22:00:00Z"));
    // Summer, 0 h 30 in Paris on 2 July is still 1 July in UTC: Paris's day counts, before 8 h.
    expect(reminderWindow(new Date("2026-07-01T22:30:00Z")).to).toEqual(new Date("2026-07-02T22:00:00Z"));
  });

  it("starts the reminder day at midnight in Paris the day before the deadline's day", () => {
    // Thursday 12 March 2026, 18 h 30 in Paris: reminded on Wednesday, which starts Tuesday 23 h UTC.
    expect(reminderDayStart(new Date("2026-03-12T17:30:00Z"))).toEqual(new Date("2026-03-10T23:00:00Z"));
    // A deadline at 0 h 30 on 1 July (Paris, UTC+2) is reminded on 30 June.
    expect(reminderDayStart(new Date("2026-06-30T22:30:00Z"))).toEqual(new Date("2026-06-29T22:00:00Z"));
  });
});
