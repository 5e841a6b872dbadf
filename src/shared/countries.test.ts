import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  COUNTRY_CODES,
  countryCodeSchema,
  countryFlag,
  countryName,
  HOME_COUNTRY_CODES,
  isCountryCode,
} from "./countries";

describe("country list", () => {
  it("about 120 countries with unique ISO codes", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(110);
    expect(COUNTRIES.length).toBeLessThanOrEqual(130);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });

  it("every country has a French name and a flag", () => {
    expect(countryName("FR")).toBe("France");
    expect(countryName("TG")).toBe("Togo");
    expect(countryName("CI")).toBe("Côte d’Ivoire");
    expect(countryName("DE")).toBe("Allemagne");
    expect(countryFlag("FR")).toBe("🇫🇷");
    expect(countryFlag("tg")).toBe("🇹🇬");
    for (const c of COUNTRIES) {
      expect(c.name).not.toBe(c.code);
      expect(c.flag).toBe(countryFlag(c.code));
    }
  });

  it("the list is sorted by French name", () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
    expect(names[0]).toBe("Afrique du Sud");
  });

  it("the home countries, West and Central Africa and the main destinations are all present", () => {
    const wanted = [...HOME_COUNTRY_CODES, "BJ", "GH", "SN", "CM", "GA", "CD", "GB", "CH", "US", "CA", "CN"];
    for (const code of wanted) expect(isCountryCode(code)).toBe(true);
  });

  it("unknown country codes are refused with 'Pays inconnu'", () => {
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("fr")).toBe(false);
    expect(countryName("XX")).toBe("XX");
    expect(countryFlag("FRA")).toBe("");
    expect(countryCodeSchema.parse("TG")).toBe("TG");
    expect(countryCodeSchema.safeParse("XX").error?.issues[0]?.message).toBe("Pays inconnu");
  });
});
