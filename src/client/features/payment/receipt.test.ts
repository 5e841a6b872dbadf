import { describe, expect, it } from "vitest";
import { paidAmount, paidThanks } from "./receipt";

describe("paidThanks", () => {
  it("gives the day of the payment in Paris, in French", () => {
    expect(paidThanks("2026-03-12T10:00:00.000Z")).toBe("Payé le 12 mars 2026 — merci");
  });

  it("counts a payment late in the evening in Paris on that Paris day", () => {
    // 23:30 UTC on 31 March is 01:30 on 1 April in Paris (summer time).
    expect(paidThanks("2026-03-31T23:30:00.000Z")).toBe("Payé le 1er avril 2026 — merci");
  });

  it("thanks without a date when none was recorded", () => {
    expect(paidThanks(null)).toBe("Payé — merci");
  });
});

describe("paidAmount", () => {
  it("gives euros then FCFA, with no-break spaces so the amount never wraps", () => {
    expect(paidAmount(2820, 18471)).toBe("28,20\u00a0€ (18\u202f471\u00a0FCFA)");
  });

  it("gives FCFA first to a payer in Togo", () => {
    expect(paidAmount(2820, 18471, true)).toBe("18\u202f471\u00a0FCFA (28,20\u00a0€)");
  });

  it("gives the one amount known, or says none is", () => {
    expect(paidAmount(1200, null)).toBe("12,00\u00a0€");
    expect(paidAmount(null, 7860)).toBe("7\u202f860\u00a0FCFA");
    expect(paidAmount(null, null)).toBe("Non indiqué");
  });
});
