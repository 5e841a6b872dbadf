import { describe, expect, it } from "vitest";
import { formatDateFr, formatShortDateFr } from "./calendar-dates";
import { formatMomentDayFr, formatMomentFr, formatTimeFr, frenchHours, PARIS } from "./french-dates";
import { NBSP } from "./french-typography";

// Written with ordinary spaces for reading; the product writes no-break ones inside a time.
const spaced = (text: string) => text.replaceAll(NBSP, " ");

describe("dates and times, one way", () => {
  it("writes times as 18 h, 18 h 30, 9 h 05, never broken across lines", () => {
    expect(formatTimeFr(18, 0)).toBe(`18${NBSP}h`);
    expect(formatTimeFr(18, 30)).toBe(`18${NBSP}h${NBSP}30`);
    expect(spaced(formatTimeFr(9, 5))).toBe("9 h 05");
    expect(spaced(formatTimeFr(0, 0))).toBe("0 h");
  });

  it("writes a transport date in full, or short in lists, with 1er", () => {
    expect(formatDateFr("2026-11-21")).toBe("samedi 21 novembre 2026");
    expect(formatDateFr("2026-03-01")).toBe("dimanche 1er mars 2026");
    expect(formatShortDateFr("2026-11-21")).toBe("21 nov. 2026");
    expect(formatShortDateFr("2026-02-01")).toBe("1er févr. 2026");
    expect(() => formatDateFr("2026-02-30")).toThrow(RangeError);
  });

  it("writes a moment in Paris time whatever the machine's zone, across summer time", () => {
    expect(spaced(formatMomentFr("2026-11-24T13:05:00Z", { timeZone: PARIS }))).toBe(
      "24 novembre 2026 à 14 h 05",
    );
    expect(spaced(formatMomentFr("2026-07-01T16:00:00Z", { timeZone: PARIS }))).toBe(
      "1er juillet 2026 à 18 h",
    );
    // Midnight in Paris is still the previous day in UTC.
    expect(formatMomentDayFr("2026-11-23T23:30:00Z", { timeZone: PARIS })).toBe("24 novembre 2026");
    expect(formatMomentDayFr("2026-11-24T10:00:00Z", { timeZone: PARIS, short: true })).toBe("24 nov. 2026");
    expect(
      spaced(formatMomentFr("2026-03-12T17:00:00Z", { timeZone: PARIS, weekday: true, year: false })),
    ).toBe("jeudi 12 mars à 18 h");
  });

  it("writes opening hours from the settings the same way", () => {
    expect(spaced(frenchHours("Lun-Ven 8h00-18h00"))).toBe("Lun-Ven 8 h – 18 h");
    expect(spaced(frenchHours("Sam 9:00-13:30"))).toBe("Sam 9 h – 13 h 30");
    expect(spaced(frenchHours("Lun-Sam 9 h-18 h"))).toBe("Lun-Sam 9 h – 18 h");
    expect(frenchHours(frenchHours("Lun-Ven 8h00-18h00"))).toBe(frenchHours("Lun-Ven 8h00-18h00"));
    expect(frenchHours("Dim fermé")).toBe("Dim fermé");
    expect(frenchHours("ouvert 2 heures par jour")).toBe("ouvert 2 heures par jour");
  });
});
