import { describe, expect, it } from "vitest";
import {
  DEFAULT_TARIFF,
  formatEuros,
  formatFcfa,
  formatWeightPrice,
  kgToGrams,
  priceForWeight,
} from "./pricing";

// Intl's French spacing: narrow no-break space between thousands, no-break space before the unit.
const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("pricing", () => {
  it("price = weight × the default tariff (12 € and 7 860 FCFA per kg), rounded to the cent and to the franc", () => {
    expect(priceForWeight(100)).toEqual({ cents: 120, fcfa: 786 });
    expect(priceForWeight(2350)).toEqual({ cents: 2820, fcfa: 18471 });
    expect(priceForWeight(30000)).toEqual({ cents: 36000, fcfa: 235800 });
    expect(priceForWeight(0)).toEqual({ cents: 0, fcfa: 0 });
  });

  it("rounding is half up", () => {
    // 1 g at 1 250 cents/kg = 1.25 cents → 1; 2 g = 2.5 cents → 3; 1 g at 7 860 FCFA/kg = 7.86 → 8.
    expect(priceForWeight(1, { centsPerKg: 1250, fcfaPerKg: 500 })).toEqual({ cents: 1, fcfa: 1 });
    expect(priceForWeight(2, { centsPerKg: 1250, fcfaPerKg: 7860 })).toEqual({ cents: 3, fcfa: 16 });
  });

  it("the tariff is configuration, not code", () => {
    expect(priceForWeight(1000, { centsPerKg: 1500, fcfaPerKg: 9839 })).toEqual({ cents: 1500, fcfa: 9839 });
  });

  it("weights are whole non-negative grams", () => {
    expect(() => priceForWeight(-100)).toThrow(RangeError);
    expect(() => priceForWeight(2.5)).toThrow(RangeError);
  });

  it("kilograms from the form become whole grams without float noise", () => {
    expect(kgToGrams(0.1)).toBe(100);
    expect(kgToGrams(2.35)).toBe(2350);
    expect(kgToGrams(0.3)).toBe(300);
    expect(kgToGrams(30)).toBe(30000);
  });

  it("euro amounts are written the French way", () => {
    expect(formatEuros(120)).toBe(`1,20${NBSP}€`);
    expect(formatEuros(36000)).toBe(`360,00${NBSP}€`);
    expect(formatEuros(123456)).toBe(`1${NNBSP}234,56${NBSP}€`);
  });

  it("FCFA amounts are whole francs with French grouping", () => {
    expect(formatFcfa(786)).toBe(`786${NBSP}FCFA`);
    expect(formatFcfa(7860)).toBe(`7${NNBSP}860${NBSP}FCFA`);
    expect(formatFcfa(235800)).toBe(`235${NNBSP}800${NBSP}FCFA`);
  });
});

describe("formatWeightPrice", () => {
  it("prices 2.35 kg at the specified tariff", () => {
    expect(formatWeightPrice(2.35, DEFAULT_TARIFF)).toEqual({
      euros: `28,20${NBSP}€`,
      fcfa: `18${NNBSP}471${NBSP}FCFA`,
    });
  });
});
