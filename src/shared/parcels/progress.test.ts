import { describe, expect, it } from "vitest";
import { progressPercent, progressStep } from "./progress";

describe("progress bar", () => {
  it("percent = position / 6, so pending is one sixth and delivered is full", () => {
    expect(progressPercent("pending")).toBeCloseTo(16.67, 2);
    expect(progressPercent("received")).toBe(50);
    expect(progressPercent("in_delivery")).toBeCloseTo(83.33, 2);
    expect(progressPercent("delivered")).toBe(100);
  });

  it("a rejected parcel is not on the bar", () => {
    expect(progressStep("rejected")).toBe(0);
    expect(progressPercent("rejected")).toBe(0);
  });

  it("gives each status its percent of the bar (one value per status)", () => {
    const percents = Object.fromEntries(
      (
        ["pending", "accepted", "received", "in_transit", "in_delivery", "delivered", "rejected"] as const
      ).map((status) => [status, Math.round(progressPercent(status))]),
    );
    expect(percents).toEqual({
      pending: 17,
      accepted: 33,
      received: 50,
      in_transit: 67,
      in_delivery: 83,
      delivered: 100,
      rejected: 0,
    });
  });
});
