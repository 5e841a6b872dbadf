import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone-display";
import {
  normalizePhone,
  PHONE_INVALID,
  PHONE_REQUIRED,
  TOGO_LANDLINE,
  TOGO_LANDLINE_REFUSED,
  TOGO_PHONE_INVALID,
} from "./phone-number";

const e164 = (typed: string, country?: string) => {
  const check = normalizePhone(typed, country);
  return check.ok ? check.e164 : check.message;
};

describe("Togolese numbers", () => {
  it.each([
    ["90 12 34 56", "TG"],
    ["90123456", "TG"],
    ["+228 90 12 34 56", "FR"],
    ["+22890123456", undefined],
    ["00228 90 12 34 56", "FR"],
    ["00 228 90-12-34-56", undefined],
    ["(+228) 90.12.34.56", "TG"],
  ])("%s (default %s) becomes +22890123456", (typed, country) => {
    expect(e164(typed, country)).toBe("+22890123456");
  });

  it("reads 8 Togolese digits typed on a French form as Togo", () => {
    expect(e164("90 12 34 56", "FR")).toBe("+22890123456");
  });

  it.each(["70", "71", "79", "90", "91", "92", "93", "96", "97", "98", "99"])(
    "accepts the mobile prefix %s",
    (prefix) => {
      expect(e164(`${prefix} 12 34 56`, "TG")).toBe(`+228${prefix}123456`);
    },
  );

  it.each([
    ["80 12 34 56", "an unknown prefix"],
    ["94 12 34 56", "94"],
    ["21 12 34 56", "a 2 that is no landline"],
    ["90 12 34 5", "7 digits"],
    ["+228 90 12 34 567", "9 digits"],
  ])("refuses %s (%s) with the Togolese message", (typed) => {
    expect(e164(typed, "TG")).toBe(TOGO_PHONE_INVALID);
  });
});

describe("Togolese landlines", () => {
  it.each([
    ["22 21 12 34", "TG"],
    ["+228 22 21 12 34", "FR"],
    ["22 21 12 34", "FR"],
    ["00228 26 60 12 34", undefined],
    ["27 70 12 34", "TG"],
  ])("refuses %s (default %s) as a landline: a mobile is needed", (typed, country) => {
    expect(e164(typed, country)).toBe(TOGO_LANDLINE_REFUSED);
  });

  it("says why, in French typography: a no-break space before the colon", () => {
    expect(TOGO_LANDLINE_REFUSED).toBe(
      "Ce numéro togolais est une ligne fixe\u00a0: indiquez un numéro de mobile, car les messages partent par WhatsApp ou SMS.",
    );
  });

  it("knows the landlines of libphonenumber-js's full metadata, prefix by prefix", () => {
    // The form loads the `min` metadata, which has no line types: the pattern is copied from the full
    // one, and this catches the day an update of the library changes it.
    for (let prefix = 200; prefix < 300; prefix++) {
      const number = `+228${prefix}12345`;
      const type = parsePhoneNumberFromString(number)?.getType();
      expect(TOGO_LANDLINE.test(number), `${number}: ${type}`).toBe(type === "FIXED_LINE");
    }
  });
});

describe("French numbers", () => {
  it.each([
    ["06 12 34 56 78", "FR"],
    ["0612345678", "FR"],
    ["+33 6 12 34 56 78", "TG"],
    ["0033612345678", undefined],
    ["+33 (0)6 12 34 56 78", undefined],
  ])("%s (default %s) becomes +33612345678", (typed, country) => {
    expect(e164(typed, country)).toBe("+33612345678");
  });

  it("reads a French number with its leading 0 typed for a parcel to Togo as French", () => {
    expect(e164("06 12 34 56 78", "TG")).toBe("+33612345678");
  });

  it.each(["06 12 34 56", "+33 6 12 34 56 78 90", "0012"])("refuses %s", (typed) => {
    expect(e164(typed, "FR")).toBe(PHONE_INVALID);
  });
});

describe("anything else", () => {
  it("asks for a number when blank", () => {
    expect(e164("  ", "FR")).toBe(PHONE_REQUIRED);
  });

  it.each(["abc", "06 12 ab 56 78", "+", "12"])("refuses %s", (typed) => {
    expect(e164(typed, "FR")).toBe(PHONE_INVALID);
  });

  it("keeps numbers of other countries valid for libphonenumber", () => {
    expect(e164("+1 415 555 2671")).toBe("+14155552671");
  });

  it("groups the digits for display", () => {
    expect(formatPhone("+22890123456")).toBe("+228 90 12 34 56");
    expect(formatPhone("+33612345678")).toBe("+33 6 12 34 56 78");
    // Other countries are shown as stored: the display does not load the library's metadata.
    expect(formatPhone("+14155552671")).toBe("+14155552671");
  });
});
