import { describe, expect, it } from "vitest";
import { PARCEL_STATUSES, STATUS_COLORS, STATUS_FILTERS, STATUS_LABELS } from "./status";
import { parcelStatusSchema, statusFilterSchema } from "./status-schema";

describe("parcel statuses", () => {
  it("exactly seven statuses are stored", () => {
    expect(PARCEL_STATUSES).toEqual([
      "pending",
      "accepted",
      "received",
      "in_transit",
      "in_delivery",
      "delivered",
      "rejected",
    ]);
  });

  it("waiting_for_dates is a filter value, never a stored status", () => {
    expect(STATUS_FILTERS).toContain("waiting_for_dates");
    expect(parcelStatusSchema.safeParse("waiting_for_dates").success).toBe(false);
    expect(statusFilterSchema.safeParse("waiting_for_dates").success).toBe(true);
  });

  it("each status has the specified French label", () => {
    expect(STATUS_LABELS).toEqual({
      pending: "En attente",
      waiting_for_dates: "En attente de date",
      accepted: "Accepté",
      received: "Reçu",
      in_transit: "En transit",
      in_delivery: "En livraison",
      delivered: "Livré",
      rejected: "Refusé",
    });
  });

  it("waiting for a date is shown in orange", () => {
    expect(STATUS_COLORS.waiting_for_dates).toBe("orange");
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
