import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFrenchNumber } from "./french-number";
import { kgToGrams } from "./pricing";
import {
  MAX_WEIGHT_KG,
  parseWeightKg,
  WEIGHT_INVALID,
  WEIGHT_TOO_HIGH,
  WEIGHT_TOO_LOW,
  weightProblem,
} from "./weight";

// The rule of docs/product/request.md#weight, as a table: what is typed, what is read, what is said.
describe("a typed weight", () => {
  it.each([
    ["2,5", 2.5],
    ["2.5", 2.5],
    [" 2 ", 2],
    ["\u00a02,35\t", 2.35],
    ["2,", 2],
    ["2.", 2],
    [",5", 0.5],
    ["0,1", 0.1],
    ["0", 0],
    ["10", 10],
    ["1000", 1000],
    ["2,3456", 2.3456],
  ])("reads %j as %s kg", (typed, kg) => {
    expect(parseWeightKg(typed)).toBe(kg);
  });

  it.each([
    "",
    "   ",
    "abc",
    "-1",
    "-0,5",
    "+2",
    "1e3",
    "1 000",
    "1\u202f000",
    "2,5,1",
    "2..3",
    "2,5 kg",
    ",",
  ])("reads nothing in %j", (typed) => {
    expect(parseWeightKg(typed)).toBeNull();
  });

  it("keeps every decimal typed; the weight becomes whole grams, rounded, when it is stored or priced", () => {
    expect(parseWeightKg("2,3456")).toBe(2.3456);
    expect(kgToGrams(2.3456)).toBe(2346);
    expect(kgToGrams(parseWeightKg("0,0004") ?? Number.NaN)).toBe(0);
  });

  it.each([
    [0, WEIGHT_INVALID],
    [-0.05, WEIGHT_INVALID],
    [Number.NaN, WEIGHT_INVALID],
    [Number.POSITIVE_INFINITY, WEIGHT_INVALID],
    [0.0004, WEIGHT_TOO_LOW],
    [0.05, WEIGHT_TOO_LOW],
    [0.099, WEIGHT_TOO_LOW],
    [0.1, null],
    [0.3 - 0.2, null],
    [2.35, null],
    [MAX_WEIGHT_KG, null],
    [1000.0004, WEIGHT_TOO_HIGH],
    [1001, WEIGHT_TOO_HIGH],
  ])("%s kg: %s", (kg, problem) => {
    expect(weightProblem(kg)).toBe(problem);
  });

  it("says each bound the product's way", () => {
    expect(WEIGHT_INVALID).toBe("Veuillez indiquer un poids supérieur à 0");
    expect(WEIGHT_TOO_LOW).toBe("Le poids minimum est de 0,1 kg");
    expect(WEIGHT_TOO_HIGH).toBe("Le poids ne peut pas dépasser 1000 kg");
  });
});

describe("a weight written, then typed back", () => {
  // Every whole-gram weight under 1 000 kg, written as the review step writes it ('2,35', '0,1').
  // From 1 000 kg on, French writing groups thousands ('1 000'), which a typed weight never is.
  const grams = fc.integer({ min: 1, max: 999_999 });

  it("gives the same weight, and the same grams", () => {
    fc.assert(
      fc.property(grams, (g) => {
        const kg = g / 1000;
        const typed = formatFrenchNumber(kg, { max: 3 });
        expect(parseWeightKg(typed)).toBe(kg);
        expect(kgToGrams(parseWeightKg(typed) ?? Number.NaN)).toBe(g);
        // With a point, or spaces around, it is the same weight.
        expect(parseWeightKg(` ${typed.replace(",", ".")} `)).toBe(kg);
      }),
      { seed: 70, numRuns: 2000 },
    );
  });

  it("never reads a negative, infinite or NaN weight from any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kg = parseWeightKg(text);
        expect(kg === null || (Number.isFinite(kg) && kg >= 0)).toBe(true);
      }),
      { seed: 70, numRuns: 2000 },
    );
  });
});
