import { describe, expect, it } from "vitest";
import { parseDecimal } from "./decimal";

describe("parseDecimal", () => {
  it.each([
    ["2,5", 2.5],
    ["2.5", 2.5],
    [" 2,5 ", 2.5],
    ["0,1", 0.1],
    ["0.1", 0.1],
    ["30", 30],
    ["0", 0],
    [",5", 0.5],
    ["2,", 2],
    ["007,50", 7.5],
    ["\u00a02,35\t", 2.35],
  ])("reads %j as %s", (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it("reads the comma exactly as the point, so prices computed from either are the same", () => {
    expect(parseDecimal("2,35")).toBe(2.35);
    expect(parseDecimal("0,3")).toBe(0.3);
  });

  it.each([
    "",
    "   ",
    "abc",
    "2,5,1",
    "2.5.1",
    "2,5.1",
    "1e3",
    "1E3",
    "-1",
    "-0,5",
    "+2",
    "2 500",
    "2,5 kg",
    ",",
    ".",
    "0x10",
    "Infinity",
    "NaN",
    "9".repeat(400),
  ])("refuses %j", (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it("takes a finite, non-negative number as is and refuses anything else", () => {
    expect(parseDecimal(2.5)).toBe(2.5);
    expect(parseDecimal(0)).toBe(0);
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(parseDecimal(value)).toBeNull();
    }
  });
});
