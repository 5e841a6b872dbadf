import { describe, expect, it } from "vitest";
import { deliveryDurationText } from "./duration";

const start = "2026-11-21T08:00:00.000Z";
const later = (ms: number) => new Date(Date.parse(start) + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("delivery duration", () => {
  it("under one hour reads 'Moins d'une heure'", () => {
    expect(deliveryDurationText(start, later(30 * MIN))).toBe("Moins d'une heure");
    expect(deliveryDurationText(start, start)).toBe("Moins d'une heure");
  });

  it("under one day reads whole hours, singular for one", () => {
    expect(deliveryDurationText(start, later(HOUR + 59 * MIN))).toBe("1 heure");
    expect(deliveryDurationText(start, later(5 * HOUR))).toBe("5 heures");
    expect(deliveryDurationText(start, later(DAY - 1))).toBe("23 heures");
  });

  it("one day or more reads whole days, singular for one", () => {
    expect(deliveryDurationText(start, later(DAY))).toBe("1 jour");
    expect(deliveryDurationText(new Date(start), later(3 * DAY + 5 * HOUR))).toBe("3 jours");
  });

  it("an update before creation never shows a negative duration", () => {
    expect(deliveryDurationText(start, later(-2 * DAY))).toBe("Moins d'une heure");
  });
});
