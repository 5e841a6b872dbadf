import { describe, expect, it } from "vitest";
import { parcelHumanName, shortDescription } from "./parcel-name";

describe("parcel human name", () => {
  it("keeps a short description whole and adds the route in French", () => {
    expect(parcelHumanName({ description: "Chaussures", fromCountry: "FR", toCountry: "TG" })).toBe(
      "Chaussures · France → Togo",
    );
  });

  it("cuts a long description at a word near 40 characters with an ellipsis", () => {
    const name = shortDescription("Vêtements et chaussures pour enfants, taille 8 ans, deux sacs");
    expect(name).toBe("Vêtements et chaussures pour enfants…");
    expect(name.length).toBeLessThanOrEqual(41);
    expect(name.endsWith("…")).toBe(true);
  });

  it("cuts inside a word when the description has no space early enough", () => {
    const name = shortDescription("a".repeat(60));
    expect(name).toBe(`${"a".repeat(40)}…`);
  });

  it("flattens line breaks and repeated spaces", () => {
    expect(shortDescription("  Riz\n\n  et   huile ")).toBe("Riz et huile");
  });

  it("names any route of the country list", () => {
    expect(parcelHumanName({ description: "Sac", fromCountry: "BE", toCountry: "TG" })).toBe(
      "Sac · Belgique → Togo",
    );
  });
});
