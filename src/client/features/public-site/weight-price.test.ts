import { describe, expect, it } from "vitest";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { formatFcfaPerKg, formattedPrice, parseWeightKg } from "./weight-price";

// Intl writes thousands with U+202F and the currency with U+00A0: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("parseWeightKg", () => {
  it("reads a dot or a French comma", () => {
    expect(parseWeightKg("2.35")).toBe(2.35);
    expect(parseWeightKg(" 2,35 ")).toBe(2.35);
    expect(parseWeightKg("10")).toBe(10);
  });

  it("gives nothing to price for empty, zero, negative, silly or huge weights", () => {
    for (const text of ["", "0", "-1", "abc", "1e3", "2..3", "1001"])
      expect(parseWeightKg(text), text).toBeNull();
  });
});

describe("formattedPrice", () => {
  it("prices 2.35 kg at the specified tariff", () => {
    const price = formattedPrice(2.35, DEFAULT_TARIFF);
    expect(plain(price.euros)).toBe("28,20 €");
    expect(plain(price.fcfa)).toBe("18 471 FCFA");
  });

  it("writes the FCFA rate per kilo", () => {
    expect(plain(formatFcfaPerKg(DEFAULT_TARIFF))).toBe("7 860 FCFA/kg");
  });
});
