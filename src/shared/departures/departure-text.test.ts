import { describe, expect, it } from "vitest";
import {
  bookedText,
  deadlineText,
  formatKg,
  remainingText,
  tooHeavyForDepartureMessage,
} from "./departure-text";

describe("departure texts", () => {
  it("writes kilos to the gram without trailing zeros, never below zero for what is left", () => {
    expect(formatKg(42_000)).toBe("42");
    expect(formatKg(12_500)).toBe("12,5");
    expect(formatKg(12_449)).toBe("12,449");
    expect(remainingText(42_000)).toBe("reste 42 kg");
    expect(remainingText(-300)).toBe("reste 0 kg");
    expect(tooHeavyForDepartureMessage(3_000)).toBe(
      "Il ne reste que 3 kg sur ce départ. Choisissez une autre date ou réduisez le poids.",
    );
  });

  it("writes booked over total, or booked alone without a capacity", () => {
    expect(bookedText(12_500, 40_000)).toBe("12,5 / 40 kg");
    expect(bookedText(12_500, null)).toBe("12,5 kg");
  });

  it("writes the deadline in Paris time, winter and summer, with minutes only when there are some", () => {
    // 12 March 2026 18:00 in Paris is 17:00 UTC (winter time).
    expect(deadlineText("2026-03-12T17:00:00.000Z")).toBe("dépôt avant le jeudi 12 mars, 18 h");
    // 1 July 2026 09:30 in Paris is 07:30 UTC (summer time).
    expect(deadlineText("2026-07-01T07:30:00.000Z")).toBe("dépôt avant le mercredi 1er juillet, 9 h 30");
  });
});
