import { describe, expect, it } from "vitest";
import {
  canRemoveDateRow,
  filledDateCount,
  multiDepartureSchema,
  singleDepartureSchema,
  validateMultiDepartureForm,
} from "./departure-form";

const TODAY = "2026-11-21";
const form = (over: Partial<Parameters<typeof validateMultiDepartureForm>[0]> = {}) => ({
  fromCountry: "FR",
  toCountry: "TG",
  description: "",
  dates: ["2026-12-01"],
  ...over,
});

describe("admin single-date form", () => {
  it("date, departure and arrival are required; description is optional", () => {
    expect(singleDepartureSchema.parse({ date: "2026-12-01", fromCountry: "FR", toCountry: "TG" })).toEqual({
      date: "2026-12-01",
      fromCountry: "FR",
      toCountry: "TG",
      description: null,
      capacityKg: null,
      dropoffDeadline: null,
      dropoffPlace: null,
    });
    const result = singleDepartureSchema.safeParse({ date: "", fromCountry: "", toCountry: "ZZ" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Veuillez sélectionner une date valide",
      "Veuillez sélectionner un pays de départ",
      "Veuillez sélectionner un pays d'arrivée",
    ]);
  });

  it("a departure's capacity is a positive number of kilos and its deadline a Paris time by the day", () => {
    const base = { date: "2026-12-01", fromCountry: "FR", toCountry: "TG" };
    const message = (extra: object) =>
      singleDepartureSchema.safeParse({ ...base, ...extra }).error?.issues[0]?.message;
    expect(
      singleDepartureSchema.parse({ ...base, capacityKg: 42.5, dropoffDeadline: "2026-11-30T18:00" }),
    ).toMatchObject({
      capacityKg: 42.5,
      dropoffDeadline: "2026-11-30T18:00",
    });
    expect(message({ capacityKg: 0 })).toBe("La capacité doit être un nombre de kilos supérieur à 0");
    expect(message({ capacityKg: Number.NaN })).toBe(
      "La capacité doit être un nombre de kilos supérieur à 0",
    );
    expect(message({ capacityKg: 100_001 })).toBe("La capacité ne peut pas dépasser 100\u202f000 kg");
    expect(message({ dropoffDeadline: "2026-11-31T18:00" })).toBe(
      "Veuillez saisir une date et une heure de dépôt valides",
    );
    expect(message({ dropoffDeadline: "2026-12-02T08:00" })).toBe(
      "La date limite de dépôt doit être au plus tard le jour du départ",
    );
    expect(message({ state: "lost" })).toBeDefined();
  });

  it("the description is trimmed and at most 500 characters", () => {
    const base = { date: "2026-12-01", fromCountry: "FR", toCountry: "TG" };
    expect(singleDepartureSchema.parse({ ...base, description: "  Vol direct  " }).description).toBe(
      "Vol direct",
    );
    expect(
      singleDepartureSchema.safeParse({ ...base, description: "x".repeat(501) }).error?.issues[0]?.message,
    ).toBe("La description ne doit pas dépasser 500 caractères");
  });

  it("departure and arrival countries must differ", () => {
    const result = singleDepartureSchema.safeParse({
      date: "2026-12-01",
      fromCountry: "TG",
      toCountry: "TG",
    });
    expect(result.error?.issues[0]?.message).toBe(
      "Le pays de départ et le pays d'arrivée doivent être différents",
    );
  });

  it("unknown fields are refused", () => {
    const input = { date: "2026-12-01", fromCountry: "FR", toCountry: "TG", userEmail: "x@y.fr" };
    expect(singleDepartureSchema.safeParse(input).success).toBe(false);
  });
});

describe("admin multi-date form", () => {
  it("a complete form with future dates has no error", () => {
    expect(validateMultiDepartureForm(form({ dates: [TODAY, "2026-12-01"] }), TODAY)).toEqual([]);
  });

  it("departure and arrival countries are required", () => {
    expect(validateMultiDepartureForm(form({ fromCountry: "", toCountry: "" }), TODAY)).toEqual([
      "Veuillez sélectionner un pays de départ",
      "Veuillez sélectionner un pays d'arrivée",
    ]);
  });

  it("each date row must hold a valid date, numbered from 1", () => {
    expect(validateMultiDepartureForm(form({ dates: ["2026-12-01", "", "2026-02-30"] }), TODAY)).toEqual([
      "Date 2 : Veuillez sélectionner une date valide",
      "Date 3 : Veuillez sélectionner une date valide",
    ]);
    expect(validateMultiDepartureForm(form({ dates: [] }), TODAY)).toEqual([
      "Date 1 : Veuillez sélectionner une date valide",
    ]);
  });

  it("no date may be before today (Paris)", () => {
    expect(validateMultiDepartureForm(form({ dates: ["2026-11-20", TODAY] }), TODAY)).toEqual([
      "Date 1 : La date doit être aujourd'hui ou dans le futur",
    ]);
  });

  it("duplicates are reported once", () => {
    const dates = ["2026-12-01", "2026-12-01", "2026-12-01", "2026-12-02", "2026-12-02"];
    expect(validateMultiDepartureForm(form({ dates }), TODAY)).toEqual(["Certaines dates sont dupliquées"]);
  });

  it("errors are listed in the order countries, rows, duplicates", () => {
    const errors = validateMultiDepartureForm(
      {
        fromCountry: "",
        toCountry: "",
        description: "",
        dates: ["", "2026-01-01", "2026-12-01", "2026-12-01"],
      },
      TODAY,
    );
    expect(errors).toEqual([
      "Veuillez sélectionner un pays de départ",
      "Veuillez sélectionner un pays d'arrivée",
      "Date 1 : Veuillez sélectionner une date valide",
      "Date 2 : La date doit être aujourd'hui ou dans le futur",
      "Certaines dates sont dupliquées",
    ]);
  });

  it("the server schema applies the same rules and returns clean values", () => {
    const schema = multiDepartureSchema(TODAY);
    expect(schema.parse(form({ description: "  ", dates: [" 2026-12-01 "] }))).toEqual({
      fromCountry: "FR",
      toCountry: "TG",
      description: null,
      dates: ["2026-12-01"],
    });
    const result = schema.safeParse(form({ fromCountry: "XX", dates: ["2026-11-01"] }));
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["fromCountry"], "Veuillez sélectionner un pays de départ"],
      [["dates", 0], "Date 1 : La date doit être aujourd'hui ou dans le futur"],
    ]);
    expect(schema.safeParse({ ...form(), extra: 1 }).success).toBe(false);
  });

  it("one submission holds at most 100 dates", () => {
    const dates = Array.from({ length: 101 }, () => "2026-12-01");
    expect(validateMultiDepartureForm(form({ dates }), TODAY)).toEqual([
      "Vous ne pouvez pas ajouter plus de 100 dates à la fois",
    ]);
  });

  it("a date row can be removed only while more than one remains", () => {
    expect(canRemoveDateRow(1)).toBe(false);
    expect(canRemoveDateRow(2)).toBe(true);
  });

  it("the save button counts only filled date rows", () => {
    expect(filledDateCount(["2026-12-01", "", "  ", "2026-12-02"])).toBe(2);
    expect(filledDateCount([""])).toBe(0);
  });
});
