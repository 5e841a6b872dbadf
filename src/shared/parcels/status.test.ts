import { describe, expect, it } from "vitest";
import { STATUS_COLORS, STATUS_FILTERS } from "./status";
import { parcelStatusSchema, statusFilterSchema } from "./status-schema";

describe("parcel statuses", () => {
  it("waiting_for_dates is a filter value, never a stored status", () => {
    expect(STATUS_FILTERS).toContain("waiting_for_dates");
    expect(parcelStatusSchema.safeParse("waiting_for_dates").success).toBe(false);
    expect(statusFilterSchema.safeParse("waiting_for_dates").success).toBe(true);
  });

  it("every filter value has a colour and distinct statuses have distinct colours", () => {
    const tones = STATUS_FILTERS.map((s) => STATUS_COLORS[s]);
    expect(new Set(tones).size).toBe(STATUS_FILTERS.length);
  });

  it("unknown statuses are rejected", () => {
    expect(parcelStatusSchema.safeParse("lost").success).toBe(false);
    expect(statusFilterSchema.safeParse("").success).toBe(false);
  });
});
