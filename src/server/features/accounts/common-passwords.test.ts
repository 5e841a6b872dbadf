import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("passwords a guesser tries first", () => {
  it("finds the listed common passwords whatever their case", () => {
    expect(isCommonPassword("Azerty123")).toBe(true);
    expect(isCommonPassword("Baobab-Lome-2026")).toBe(false);
  });

  it("does not list a password only because it is built on someone's words: that has its own message", () => {
    expect(isCommonPassword("Koffi-Lome-2026!")).toBe(false);
  });
});
