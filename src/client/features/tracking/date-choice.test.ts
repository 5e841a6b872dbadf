import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-error";
import { WEIGHT_INVALID, WEIGHT_TOO_HIGH } from "#shared/parcel-fields";
import { WEIGHT_NEEDED_FOR_DATE_MESSAGE } from "#shared/parcels/client-actions";
import { DATE_NOT_OFFERED_MESSAGE } from "#shared/parcels/request-api";
import {
  CHOOSE_A_DATE_MESSAGE,
  checkDateChoice,
  dateChoiceFailure,
  offeredDateLabel,
  previewPrice,
  readWeightKg,
} from "./date-choice";

const noDeparture = { remainingGrams: null, dropoffDeadline: null, dropoffPlace: null };
const OFFERED = [
  { id: "d1", date: "2026-03-12", description: "Départ Bruxelles → Lomé", ...noDeparture },
  { id: "d2", date: "2026-03-26", description: null, ...noDeparture },
];

describe("readWeightKg", () => {
  it.each([
    ["2,5", 2.5],
    ["2.5", 2.5],
    [" 12 ", 12],
    ["0,1", 0.1],
  ])("reads %j as %s kg", (text, kg) => {
    expect(readWeightKg(text)).toEqual({ kg });
  });

  it("asks for the weight when none is typed", () => {
    expect(readWeightKg("  ")).toEqual({ error: WEIGHT_NEEDED_FOR_DATE_MESSAGE });
  });

  it.each(["abc", "2,5,1", "-1", "1e3", "0"])("refuses %j with the server's message", (text) => {
    expect(readWeightKg(text)).toEqual({ error: WEIGHT_INVALID });
  });

  it("applies the server's maximum", () => {
    expect(readWeightKg("1000,5")).toEqual({ error: WEIGHT_TOO_HIGH });
  });
});

describe("checkDateChoice", () => {
  it("sends only the date when the request already has a weight", () => {
    expect(checkDateChoice({ date: "2026-03-12", weightText: "", needsWeight: false }, OFFERED)).toEqual({
      ok: true,
      body: { preferredDate: "2026-03-12" },
    });
  });

  it("sends the weight typed with a comma as a number", () => {
    expect(checkDateChoice({ date: "2026-03-26", weightText: "2,5", needsWeight: true }, OFFERED)).toEqual({
      ok: true,
      body: { preferredDate: "2026-03-26", weightKg: 2.5 },
    });
  });

  it("names every missing field at once", () => {
    expect(checkDateChoice({ date: "", weightText: "", needsWeight: true }, OFFERED)).toEqual({
      ok: false,
      errors: { preferredDate: CHOOSE_A_DATE_MESSAGE, weightKg: WEIGHT_NEEDED_FOR_DATE_MESSAGE },
    });
  });

  it("does not send a date that is no longer in the list", () => {
    expect(checkDateChoice({ date: "2026-04-02", weightText: "", needsWeight: false }, OFFERED)).toEqual({
      ok: false,
      errors: { preferredDate: CHOOSE_A_DATE_MESSAGE },
    });
  });
});

describe("previewPrice", () => {
  it("prices a weight typed with a comma, on the configured tariff", () => {
    expect(previewPrice("2,5", { centsPerKg: 1200, fcfaPerKg: 7860 })).toEqual({ cents: 3000, fcfa: 19650 });
  });

  it("gives nothing while the weight cannot be read", () => {
    expect(previewPrice("", { centsPerKg: 1200, fcfaPerKg: 7860 })).toBeNull();
    expect(previewPrice("deux", { centsPerKg: 1200, fcfaPerKg: 7860 })).toBeNull();
  });
});

describe("dateChoiceFailure", () => {
  it("puts a refused date next to the list and asks for the list again", () => {
    const error = new ApiError(400, "DATE_NOT_OFFERED", DATE_NOT_OFFERED_MESSAGE, {
      preferredDate: DATE_NOT_OFFERED_MESSAGE,
    });
    expect(dateChoiceFailure(error)).toEqual({
      fieldErrors: { preferredDate: DATE_NOT_OFFERED_MESSAGE },
      message: null,
      stale: false,
      datesChanged: true,
    });
  });

  it("puts a missing weight next to the weight field", () => {
    const error = new ApiError(400, "WEIGHT_NEEDED", WEIGHT_NEEDED_FOR_DATE_MESSAGE, {
      weightKg: WEIGHT_NEEDED_FOR_DATE_MESSAGE,
    });
    expect(dateChoiceFailure(error).fieldErrors).toEqual({ weightKg: WEIGHT_NEEDED_FOR_DATE_MESSAGE });
  });

  it.each(["DATE_ALREADY_CHOSEN", "DATE_CHOICE_CLOSED"])(
    "reloads the parcel after %s and keeps the server's words",
    (code) => {
      const failure = dateChoiceFailure(new ApiError(409, code, "Message du serveur"));
      expect(failure).toEqual({
        fieldErrors: {},
        message: "Message du serveur",
        stale: true,
        datesChanged: false,
      });
    },
  );

  it("shows a network failure above the button, without reloading anything", () => {
    const failure = dateChoiceFailure(new ApiError(0, "NETWORK", "Connexion impossible"));
    expect(failure).toEqual({
      fieldErrors: {},
      message: "Connexion impossible",
      stale: false,
      datesChanged: false,
    });
  });

  it("says nothing before any failure", () => {
    expect(dateChoiceFailure(null).message).toBeNull();
  });
});

describe("offeredDateLabel", () => {
  it("writes the date in full, in French", () => {
    expect(offeredDateLabel({ id: "d", date: "2026-03-12", description: null, ...noDeparture })).toBe(
      "jeudi 12 mars 2026",
    );
  });
});
