import { describe, expect, it } from "vitest";
import { matchCountries } from "./country-combobox";
import { checkDetails, MISSING_FIELD, NOTIFY_REQUIRED } from "./details-validation";
import { emptyDraft, parseDecimal, toParcelRequest, type WizardDraft } from "./wizard-draft";

const draft = (patch: Partial<WizardDraft>): WizardDraft => ({
  ...emptyDraft(),
  description: "Vêtements",
  preferredDate: "2030-01-15",
  weightKg: "2,35",
  ...patch,
});

describe("step 1 checks of the wizard", () => {
  it("lists the missing fields in the seed's message and marks them", () => {
    const check = checkDetails(draft({ description: "  ", weightKg: "", preferredDate: "" }), true);
    expect(check).toEqual({
      ok: false,
      message:
        "Veuillez remplir les champs obligatoires : Description du colis, Poids estimé, Date souhaitée (obligatoire)",
      fieldErrors: { description: MISSING_FIELD, weightKg: MISSING_FIELD, preferredDate: MISSING_FIELD },
    });
  });

  it("does not ask for a date on a route without dates, but for the notification choice", () => {
    expect(checkDetails(draft({ preferredDate: "" }), false)).toEqual({
      ok: false,
      message: NOTIFY_REQUIRED,
      fieldErrors: {},
    });
    expect(checkDetails(draft({ preferredDate: "", notifyMe: true }), false)).toEqual({ ok: true });
  });

  it("applies the server's schema next: weight bound, link, dimensions", () => {
    const check = checkDetails(draft({ weightKg: "5000", productLink: "pas un lien", lengthCm: "-3" }), true);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBeNull();
    expect(Object.keys(check.fieldErrors).sort()).toEqual(["dimensions.lengthCm", "productLink", "weightKg"]);
  });

  it("accepts a complete request, the comma of French keyboards included", () => {
    expect(checkDetails(draft({}), true)).toEqual({ ok: true });
    expect(toParcelRequest(draft({ lengthCm: "40" }))).toMatchObject({
      weightKg: 2.35,
      dimensions: { lengthCm: 40, widthCm: null, heightCm: null },
    });
  });
});

describe("decimal input", () => {
  it.each([
    ["", undefined],
    ["2,35", 2.35],
    ["0.1", 0.1],
    [" 30 ", 30],
  ])("reads %j as %s", (text, value) => expect(parseDecimal(text)).toBe(value));
  it("gives NaN for anything else, which the schema refuses", () => expect(parseDecimal("abc")).toBeNaN());
});

describe("country search", () => {
  it("puts France and Togo first, and finds a country typed without accents", () => {
    expect(
      matchCountries("")
        .slice(0, 2)
        .map((c) => c.code),
    ).toEqual(["FR", "TG"]);
    expect(matchCountries("senegal").map((c) => c.code)).toEqual(["SN"]);
    expect(matchCountries("CI").map((c) => c.code)).toContain("CI");
    expect(matchCountries("zzz")).toEqual([]);
  });
});
