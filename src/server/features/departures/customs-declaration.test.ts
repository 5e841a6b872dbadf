import { describe, expect, it } from "vitest";
import { shareWeight } from "./customs-declaration";

describe("the net weight of a customs declaration's lines (decision 104)", () => {
  it("shares the parcel's weight by quantity, the rounding's rest on the last line", () => {
    expect(shareWeight(2350, [2, 1])).toEqual([1566, 784]);
    expect(shareWeight(1000, [1, 1, 1])).toEqual([333, 333, 334]);
    expect(shareWeight(2500, [5])).toEqual([2500]);
    for (const [grams, quantities] of [
      [7, [3, 3, 3]],
      [123_456, [1, 999, 17]],
    ] as const) {
      expect(shareWeight(grams, quantities).reduce((a, b) => a + b, 0)).toBe(grams);
    }
  });
});
