import { describe, expect, it } from "vitest";
import { parisWeekday, parseHoursLine } from "./support-hours";

describe("parseHoursLine", () => {
  it("reads the default settings' lines", () => {
    expect(parseHoursLine("Lun-Ven 8h00-18h00")).toEqual({
      days: "Lun-Ven",
      hours: "8h00-18h00",
      weekdays: [0, 1, 2, 3, 4],
    });
    expect(parseHoursLine("Sam 9h00-15h00")).toEqual({ days: "Sam", hours: "9h00-15h00", weekdays: [5] });
    expect(parseHoursLine("Dim fermé")).toEqual({ days: "Dim", hours: "fermé", weekdays: [6] });
  });

  it("accepts full names, spaced dashes, 'au' and lists", () => {
    expect(parseHoursLine("Lundi au vendredi : 8h-18h")).toEqual({
      days: "Lundi au vendredi",
      hours: "8h-18h",
      weekdays: [0, 1, 2, 3, 4],
    });
    expect(parseHoursLine("Mardi – Jeudi 9h").weekdays).toEqual([1, 2, 3]);
    expect(parseHoursLine("Sam, Dim fermé")).toMatchObject({ days: "Sam, Dim", weekdays: [5, 6] });
    expect(parseHoursLine("Samedi et dimanche fermé").weekdays).toEqual([5, 6]);
  });

  it("keeps a line without days whole and never highlights it", () => {
    expect(parseHoursLine("Jours fériés : fermé")).toEqual({
      days: "",
      hours: "Jours fériés : fermé",
      weekdays: [],
    });
  });
});

describe("parisWeekday", () => {
  it("numbers the week from Monday", () => {
    expect(parisWeekday(new Date("2026-11-23T12:00:00Z"))).toBe(0);
    expect(parisWeekday(new Date("2026-11-22T12:00:00Z"))).toBe(6);
  });

  it("uses the date in Paris, not UTC", () => {
    // 23:30 UTC on Sunday is already 00:30 on Monday in Paris (UTC+1 in winter).
    expect(parisWeekday(new Date("2026-11-22T23:30:00Z"))).toBe(0);
    // 22:30 UTC on Saturday is already Sunday in Paris in summer (UTC+2), still Saturday in winter.
    expect(parisWeekday(new Date("2026-07-04T22:30:00Z"))).toBe(6);
    expect(parisWeekday(new Date("2026-12-05T22:30:00Z"))).toBe(5);
  });

  it("follows Paris summer time exactly as the time-zone database does, changeovers included", () => {
    const english = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const reference = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Europe/Paris" });
    const end = Date.UTC(2029, 0, 1);
    for (let time = Date.UTC(2026, 0, 1); time < end; time += 30 * 60_000) {
      const date = new Date(time);
      expect(parisWeekday(date), date.toISOString()).toBe(english.indexOf(reference.format(date)));
    }
  });
});
