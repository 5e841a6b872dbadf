import { describe, expect, it } from "vitest";
import { dropoffLines, showsDropoff, usefulDropoff } from "./dropoff";

const DROPOFF = { place: "Entrepôt Colibri, Paris", deadline: "2026-12-08T17:30:00.000Z" };

/** docs/product/departures.md#drop-off-for-the-client */
describe("a parcel's drop-off", () => {
  it("is shown while the parcel is still to be dropped off, and never empty", () => {
    expect(["pending", "accepted"].every(showsDropoff)).toBe(true);
    expect(["received", "in_transit", "in_delivery", "delivered", "rejected"].some(showsDropoff)).toBe(false);
    expect(usefulDropoff("accepted", DROPOFF)).toEqual(DROPOFF);
    expect(usefulDropoff("received", DROPOFF)).toBeNull();
    expect(usefulDropoff("pending", { place: null, deadline: null })).toBeNull();
    expect(usefulDropoff("pending", null)).toBeNull();
  });

  it("reads as French lines, the time in one piece, in Paris time said so for a parcel leaving from outside France", () => {
    expect(dropoffLines(DROPOFF, "FR")).toEqual([
      "Lieu de dépôt\u00a0: Entrepôt Colibri, Paris",
      "Date limite de dépôt\u00a0: mardi 8 décembre, 18\u00a0h\u00a030",
    ]);
    expect(dropoffLines({ place: null, deadline: DROPOFF.deadline }, "TG")).toEqual([
      "Date limite de dépôt\u00a0: mardi 8 décembre, 18\u00a0h\u00a030 (heure de Paris)",
    ]);
  });
});
