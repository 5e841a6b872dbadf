import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-error";
import { DEPARTURE_SAVE_FAILED, DEPARTURES_LOAD_FAILED } from "#shared/departures/admin-departures";
import { departureSaveErrorText, departuresLoadErrorText } from "./departure-errors";

describe("departure error texts", () => {
  it("shows the server's reason for a refused date", () => {
    const refused = new ApiError(409, "DATE_EXISTS", "28/11/2026 : Cette date existe déjà pour ce trajet");
    expect(departureSaveErrorText(refused)).toBe("28/11/2026 : Cette date existe déjà pour ce trajet");
  });

  it("says the save failed, then why, when the server fails or cannot be reached", () => {
    const down = new ApiError(503, "UNAVAILABLE", "Service momentanément indisponible.");
    expect(departureSaveErrorText(down)).toBe(
      `${DEPARTURE_SAVE_FAILED} : Service momentanément indisponible.`,
    );
    const offline = new ApiError(0, "NETWORK", "Connexion impossible.");
    expect(departureSaveErrorText(offline)).toBe(`${DEPARTURE_SAVE_FAILED} : Connexion impossible.`);
    expect(departureSaveErrorText(new Error("boom"))).toMatch(new RegExp(`^${DEPARTURE_SAVE_FAILED} : .+`));
  });

  it("says the list could not be loaded, then why", () => {
    const down = new ApiError(500, "INTERNAL", "Une erreur est survenue.");
    expect(departuresLoadErrorText(down)).toBe(`${DEPARTURES_LOAD_FAILED} : Une erreur est survenue.`);
  });
});
