import { describe, expect, it } from "vitest";
import { formatFcfaPerKg, formatTariffPerKg, formatTariffWithFcfa } from "./format-tariff";

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

// Intl writes thousands with U+202F: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the FCFA rate per kilo", () => {
  it("writes the FCFA rate per kilo", () => {
    expect(plain(formatFcfaPerKg({ centsPerKg: 1200, fcfaPerKg: 7860 }))).toBe("7 860 FCFA/kg");
  });

  it("follows the euro rate under a price", () => {
    expect(plain(formatTariffWithFcfa({ centsPerKg: 1200, fcfaPerKg: 7860 }))).toBe("12€/kg (7 860 FCFA/kg)");
  });
});
