import { describe, expect, it } from "vitest";
import { formatFrenchNumber } from "./french-number";

// The reference is Node's own Intl (full ICU): formatFrenchNumber must write what it writes.
const intl = (min: number, max: number) =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: min, maximumFractionDigits: max });

const SAMPLES = [
  0,
  0.001,
  0.004,
  0.005,
  0.05,
  0.1,
  0.15,
  0.25,
  0.35,
  0.45,
  1,
  1.005,
  1.2,
  2.35,
  9.995,
  12,
  12.5,
  28.2,
  99.999,
  999,
  1000,
  1234.5,
  7860,
  18471,
  235800,
  999999.995,
  1000000,
  12345678.9,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
];

describe("formatFrenchNumber", () => {
  it.each([
    [0, 0],
    [0, 1],
    [0, 3],
    [2, 2],
  ])("writes what Intl.NumberFormat('fr-FR') writes with %i to %i decimals", (min, max) => {
    const reference = intl(min, max);
    for (const value of [...SAMPLES, ...SAMPLES.map((v) => -v).filter((v) => v < 0)]) {
      expect(formatFrenchNumber(value, { min, max }), String(value)).toBe(reference.format(value));
    }
    for (let cents = 0; cents < 200_000; cents += 7) {
      expect(formatFrenchNumber(cents / 100, { min, max })).toBe(reference.format(cents / 100));
    }
    for (let grams = 0; grams < 100_000; grams += 13) {
      expect(formatFrenchNumber(grams / 1000, { min, max })).toBe(reference.format(grams / 1000));
    }
    for (let i = 1; i < 5_000; i++) {
      const value = Math.abs(Math.sin(i) * 10 ** (i % 9));
      expect(formatFrenchNumber(value, { min, max }), String(value)).toBe(reference.format(value));
    }
  });

  it("groups thousands with a narrow no-break space and writes decimals with a comma", () => {
    expect(formatFrenchNumber(235800)).toBe("235\u202f800");
    expect(formatFrenchNumber(28.2, { min: 2 })).toBe("28,20");
    expect(formatFrenchNumber(5.5, { max: 1 })).toBe("5,5");
    expect(formatFrenchNumber(5, { max: 3 })).toBe("5");
  });
});
