import { describe, expect, it } from "vitest";
import { instantOfParisTime, isParisLocalTime, parisLocalTime } from "./paris-time";

describe("Paris wall-clock times", () => {
  it("reads a winter and a summer time as the right instant, and back", () => {
    expect(instantOfParisTime("2026-03-12T18:00").toISOString()).toBe("2026-03-12T17:00:00.000Z");
    expect(instantOfParisTime("2026-07-01T09:30").toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(parisLocalTime("2026-03-12T17:00:00.000Z")).toBe("2026-03-12T18:00");
    expect(parisLocalTime(new Date("2026-07-01T07:30:00.000Z"))).toBe("2026-07-01T09:30");
  });

  it("takes the earlier instant in the autumn's repeated hour and skips the spring's missing one", () => {
    expect(instantOfParisTime("2026-10-25T02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(instantOfParisTime("2026-03-29T02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is not a time", () => {
    expect(isParisLocalTime("2026-02-30T10:00")).toBe(false);
    expect(isParisLocalTime("2026-03-12T24:00")).toBe(false);
    expect(isParisLocalTime("2026-03-12 18:00")).toBe(false);
    expect(isParisLocalTime("2026-03-12T18:00")).toBe(true);
  });
});
