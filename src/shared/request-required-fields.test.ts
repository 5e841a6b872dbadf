import { describe, expect, it } from "vitest";
import { missingWizardFields, WIZARD_FIELD_LABELS, wizardStep1Error } from "./request-required-fields";

const fullDraft = {
  description: "Vêtements et chaussures",
  fromCountry: "FR",
  toCountry: "TG",
  weightKg: 2.5,
  preferredDate: "2026-12-01",
};

describe("wizard step 1", () => {
  it("the required-field labels are the specified ones, in their order", () => {
    expect(Object.values(WIZARD_FIELD_LABELS)).toEqual([
      "Description du colis",
      "Pays de départ",
      "Pays d'arrivée",
      "Poids estimé",
      "Date souhaitée (obligatoire)",
    ]);
  });

  it("a complete draft can continue", () => {
    expect(wizardStep1Error(fullDraft, { routeHasDates: true })).toBeNull();
  });

  it("missing fields are listed after 'Veuillez remplir les champs obligatoires : '", () => {
    const draft = { description: "  ", fromCountry: "", toCountry: null, weightKg: 0, preferredDate: "" };
    expect(wizardStep1Error(draft, { routeHasDates: true })).toBe(
      "Veuillez remplir les champs obligatoires : Description du colis, Pays de départ, Pays d'arrivée, Poids estimé, Date souhaitée (obligatoire)",
    );
  });

  it("the weight must be greater than 0", () => {
    for (const weightKg of [0, -1, "", "abc", null, Number.NaN]) {
      expect(missingWizardFields({ ...fullDraft, weightKg }, { routeHasDates: true })).toEqual([
        "Poids estimé",
      ]);
    }
    expect(missingWizardFields({ ...fullDraft, weightKg: "0.1" }, { routeHasDates: true })).toEqual([]);
  });

  it("reads the weight as the form does: a comma is a decimal separator, '1e3' is not a weight", () => {
    for (const weightKg of ["2,5", " 0,1 ", 2.5]) {
      expect(missingWizardFields({ ...fullDraft, weightKg }, { routeHasDates: true })).toEqual([]);
    }
    for (const weightKg of ["1e3", "2,5,1", "-0,5", "0,0"]) {
      expect(missingWizardFields({ ...fullDraft, weightKg }, { routeHasDates: true })).toEqual([
        "Poids estimé",
      ]);
    }
  });

  it("a weight above 0 but under the minimum is not missing: the schema gives the minimum message", () => {
    for (const weightKg of [0.05, "0,05", "0.001"]) {
      expect(missingWizardFields({ ...fullDraft, weightKg }, { routeHasDates: true })).toEqual([]);
    }
  });

  it("the desired date is required only when the route has dates", () => {
    const draft = { ...fullDraft, preferredDate: null };
    expect(missingWizardFields(draft, { routeHasDates: true })).toEqual(["Date souhaitée (obligatoire)"]);
    expect(missingWizardFields(draft, { routeHasDates: false })).toEqual([]);
  });
});
