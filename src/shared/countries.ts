import { z } from "zod";
import { countryFlag, frenchRegionName } from "./country-names";

/**
 * Countries offered in route pickers (docs/product/request.md#step-details: about 120, from Europe,
 * Africa, the Americas, Asia, the Middle East, Oceania and the former USSR). Only ISO 3166-1 alpha-2
 * codes are kept here; names and flags are derived so there is no hand-typed translation to drift.
 */
export const COUNTRY_CODES = [
  // European Union
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
  // Rest of Europe
  ...["GB", "CH", "NO", "IS", "MC", "AL", "BA", "ME", "MK", "RS"],
  // Former USSR (the Baltic states are listed with the EU)
  ...["RU", "UA", "BY", "MD", "GE", "AM", "AZ", "KZ", "UZ", "KG", "TJ"],
  // West Africa
  ...["BJ", "BF", "CV", "CI", "GM", "GH", "GN", "GW", "LR", "ML", "MR", "NE", "NG", "SN", "SL", "TG"],
  // Central Africa
  ...["CM", "CF", "TD", "CG", "CD", "GQ", "GA", "ST"],
  // North Africa
  ...["DZ", "EG", "LY", "MA", "TN"],
  // East and Southern Africa
  ...["AO", "BI", "RW", "KE", "TZ", "UG", "ET", "DJ", "MG", "MU", "ZA", "ZW", "ZM", "MZ", "KM"],
  // Americas
  ...["US", "CA", "MX", "BR", "AR", "CL", "CO", "PE", "HT", "DO"],
  // Middle East
  ...["TR", "SA", "AE", "QA", "KW", "JO", "LB", "IL"],
  // Asia
  ...["CN", "JP", "KR", "IN", "PK", "VN", "TH", "SG", "ID", "PH"],
  // Oceania
  ...["AU", "NZ"],
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = { code: CountryCode; name: string; flag: string };

/** The service's two home countries (Paris and Lomé), which pickers may show first. */
export const HOME_COUNTRY_CODES = ["FR", "TG"] as const satisfies readonly CountryCode[];

// Flags and French names without Zod, for the lightest public pages (decision 025).
export { countryFlag } from "./country-names";

export const COUNTRIES: readonly Country[] = COUNTRY_CODES.map((code) => ({
  code,
  name: frenchRegionName(code),
  flag: countryFlag(code),
})).sort((a, b) => a.name.localeCompare(b.name, "fr"));

const BY_CODE = new Map<string, Country>(COUNTRIES.map((c) => [c.code, c]));

export function isCountryCode(code: string): code is CountryCode {
  return BY_CODE.has(code);
}

/** French name; falls back to the code itself so an old record never shows an empty cell. */
export function countryName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

const UNKNOWN_COUNTRY_MESSAGE = "Pays inconnu";

export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: UNKNOWN_COUNTRY_MESSAGE });

/**
 * A route end chosen in a select: missing, blank and unknown all get the field's own "please
 * select" message, since the select only ever offers known codes.
 */
export function requiredCountryCodeSchema(message: string) {
  return z.enum(COUNTRY_CODES, { error: message });
}

/** A route needs two different countries: a same-country trip is not a service we sell (decision 004). */
export const SAME_COUNTRY_MESSAGE = "Le pays de départ et le pays d'arrivée doivent être différents";
