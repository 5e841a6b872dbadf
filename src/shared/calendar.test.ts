import { describe, expect, it } from "vitest";
import {
  addDays,
  estimatedArrivalDate,
  formatDateFr,
  isoDateSchema,
  isValidIsoDate,
  todayInParis,
} from "./calendar";

describe("calendar dates", () => {
  it("today is the calendar date in Europe/Paris, in winter time", () => {
    // 23:30 UTC is already 00:30 the next day in Paris (UTC+1).
    expect(todayInParis(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
    expect(todayInParis(new Date("2026-11-21T22:59:59Z"))).toBe("2026-11-21");
  });

  it("today is the calendar date in Europe/Paris, in summer time", () => {
    // Paris is UTC+2 in July: 22:00 UTC is midnight.
    expect(todayInParis(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(todayInParis(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    expect(todayInParis(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("adding days is pure calendar arithmetic across months, years and leap days", () => {
    expect(addDays("2026-11-21", 1)).toBe("2026-11-22");
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30"); // the night Paris moves to summer time
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("the estimated arrival date is the transport date plus one day", () => {
    expect(estimatedArrivalDate("2026-11-21")).toBe("2026-11-22");
    expect(estimatedArrivalDate("2026-12-31")).toBe("2027-01-01");
  });

  it("a date must be a strict YYYY-MM-DD naming a real day, else 'Veuillez sélectionner une date valide'", () => {
    expect(isoDateSchema.parse("2028-02-29")).toBe("2028-02-29");
    for (const bad of [
      "",
      "2026-02-29",
      "2026-13-01",
      "2026-11-31",
      "21/11/2026",
      "2026-1-5",
      "2026-11-21T00:00",
    ]) {
      expect(isValidIsoDate(bad)).toBe(false);
      const result = isoDateSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Veuillez sélectionner une date valide");
    }
    expect(isoDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Veuillez sélectionner une date valide",
    );
  });

  it("dates are written out in French with the weekday, the first of the month as '1er'", () => {
    expect(formatDateFr("2026-11-21")).toBe("samedi 21 novembre 2026");
    expect(formatDateFr("2027-01-01")).toBe("vendredi 1er janvier 2027");
    expect(formatDateFr("2027-01-11")).toBe("lundi 11 janvier 2027");
  });
});
