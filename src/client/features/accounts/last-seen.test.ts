import { describe, expect, it } from "vitest";
import { lastSeenText } from "./last-seen";

const NOW = Date.parse("2026-11-24T13:05:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("lastSeenText", () => {
  it("counts minutes, then hours, within the last day", () => {
    expect(lastSeenText(ago(20_000), NOW)).toBe("à l'instant");
    expect(lastSeenText(ago(5 * 60_000 + 30_000), NOW)).toBe("il y a 5 min");
    expect(lastSeenText(ago(3 * 3_600_000 + 59 * 60_000), NOW)).toBe("il y a 3 h");
  });

  it("dates anything older in Paris time, whatever the machine's zone", () => {
    // 13:05 UTC on 22 November is 14:05 in Paris (winter time).
    expect(lastSeenText(ago(2 * 86_400_000), NOW)).toBe("le 22 novembre 2026 à 14 h 05");
  });

  it("reads a time a little ahead of this device's clock as now", () => {
    expect(lastSeenText(new Date(NOW + 90_000).toISOString(), NOW)).toBe("à l'instant");
  });
});
