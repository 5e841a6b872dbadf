import { describe, expect, it } from "vitest";
import { formatDayFr, formatTimeFr, momentParts } from "#shared/french-dates";
import { lastUpdateText } from "./offline-notice";

// In the reader's own zone, as the client's screens write times (docs/product/offline.md).
describe("the offline banner's time", () => {
  it("says the time alone for data fetched today, with the day otherwise", () => {
    const fetched = new Date(2026, 10, 27, 9, 5);
    const parts = momentParts(fetched);
    const time = formatTimeFr(parts.hour, parts.minute);
    expect(lastUpdateText(fetched.toISOString(), new Date(2026, 10, 27, 18, 0))).toBe(
      `Hors ligne — dernière mise à jour à ${time}`,
    );
    expect(lastUpdateText(fetched.toISOString(), new Date(2026, 10, 28, 8, 0))).toBe(
      `Hors ligne — dernière mise à jour le ${formatDayFr(parts)} à ${time}`,
    );
    expect(time).toBe("9\u00a0h\u00a005");
  });
});
