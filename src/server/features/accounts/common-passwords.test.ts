import { describe, expect, it } from "vitest";
import { isBuiltOnContext, isCommonPassword } from "./common-passwords";

describe("passwords a guesser tries first", () => {
  it("finds the listed common passwords whatever their case", () => {
    expect(isCommonPassword("Azerty123")).toBe(true);
    expect(isCommonPassword("Baobab-Lome-2026")).toBe(false);
  });

  it("refuses a password built on the product's name", () => {
    for (const password of ["colibri2026", "Colibri2026!", "COLIBRI-123", "colibricolibri", "xcolibri99"])
      expect(isBuiltOnContext(password, []), password).toBe(true);
  });

  it("refuses one built on the account's e-mail or name, case and accents ignored", () => {
    const context = ["awa.kouassi@mail.com", "Élodie Kouassi"];
    for (const password of ["Awa.Kouassi!", "kouassi123", "ELODIE-2026", "elodiekouassi", "kouassi@mail"])
      expect(isBuiltOnContext(password, context), password).toBe(true);
  });

  it("lets through a password with four letters or more besides those words", () => {
    expect(isBuiltOnContext("Colibri-Test-2026", ["client@mail.com"])).toBe(false);
    expect(isBuiltOnContext("Colibri-Client-2026", [])).toBe(false);
    expect(isBuiltOnContext("Kouassi-baobab-7", ["awa.kouassi@mail.com"])).toBe(false);
    // Nothing of the context in it: a matter for the common-password list, not for this rule.
    expect(isBuiltOnContext("12345678", ["awa@mail.com"])).toBe(false);
  });

  it("ignores words under three letters, which would empty any password", () => {
    expect(isBuiltOnContext("Ab-Kofi-Lome-9", ["ab@io.tg"])).toBe(false);
  });
});
