import { describe, expect, it } from "vitest";
import { formatTariffPerKg } from "./format-tariff";

describe("formatTariffPerKg", () => {
  it("writes whole euros the specified way", () => {
    expect(formatTariffPerKg({ centsPerKg: 1200, fcfaPerKg: 7860 })).toBe("12€/kg");
  });

  it("always shows two decimals when there are cents", () => {
    expect(formatTariffPerKg({ centsPerKg: 1250, fcfaPerKg: 8200 })).toBe("12,50€/kg");
  });

  it("falls back to the specified tariff while the configuration is missing", () => {
    expect(formatTariffPerKg(undefined)).toBe("12€/kg");
  });
});
