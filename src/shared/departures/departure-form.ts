import { z } from "zod";
import { INVALID_DATE_MESSAGE, type IsoDate, isoDateSchema, isValidIsoDate } from "../calendar";
import {
  type CountryCode,
  isCountryCode,
  requiredCountryCodeSchema,
  SAME_COUNTRY_MESSAGE,
} from "../countries";
import { formatFrenchNumber } from "../french-number";
import { DEPARTURE_STATES } from "./departure-state";
import { isParisLocalTime } from "./paris-time";

export const FROM_COUNTRY_REQUIRED = "Veuillez sélectionner un pays de départ";
export const TO_COUNTRY_REQUIRED = "Veuillez sélectionner un pays d'arrivée";
export const DUPLICATE_DATES_MESSAGE = "Certaines dates sont dupliquées";
const DATE_DESCRIPTION_MAX_LENGTH = 500;
const DATE_DESCRIPTION_TOO_LONG = `La description ne doit pas dépasser ${DATE_DESCRIPTION_MAX_LENGTH} caractères`;
/**
 * A server-side bound on one submission: an unbounded list is a cheap DoS
 * (docs/product/administration.md#multi-date-form).
 */
const MAX_DATES_PER_SUBMIT = 100;
const TOO_MANY_DATES = `Vous ne pouvez pas ajouter plus de ${MAX_DATES_PER_SUBMIT} dates à la fois`;
/** Heading of the error list under the multi-date form (docs/product/administration.md#multi-date-form). */
export const VALIDATION_ERRORS_TITLE = "Erreurs de validation :";

const invalidDateRowMessage = (row: number) => `Date ${row} : ${INVALID_DATE_MESSAGE}`;
const pastDateRowMessage = (row: number) => `Date ${row} : La date doit être aujourd'hui ou dans le futur`;

const descriptionSchema = z
  .string()
  .trim()
  .max(DATE_DESCRIPTION_MAX_LENGTH, DATE_DESCRIPTION_TOO_LONG)
  .nullish()
  .transform((value) => (value ? value : null));

export const CAPACITY_INVALID = "La capacité doit être un nombre de kilos supérieur à 0";
export const MAX_CAPACITY_KG = 100_000;
export const CAPACITY_TOO_HIGH = `La capacité ne peut pas dépasser ${formatFrenchNumber(MAX_CAPACITY_KG)} kg`;
export const DEADLINE_INVALID = "Veuillez saisir une date et une heure de dépôt valides";
export const DEADLINE_AFTER_DEPARTURE = "La date limite de dépôt doit être au plus tard le jour du départ";
const DROPOFF_PLACE_MAX_LENGTH = 300;
const DROPOFF_PLACE_TOO_LONG = `Le lieu de dépôt ne doit pas dépasser ${DROPOFF_PLACE_MAX_LENGTH} caractères`;

/**
 * Admin single-date form (docs/product/administration.md#single-date-form): date and both countries
 * required, description optional. No "not in the past" rule here: an edit may keep an old day.
 * The departure's fields are optional (docs/product/departures.md#departure): capacity in kg, the
 * drop-off deadline as a Paris wall-clock time ('2026-03-12T18:00'), the place, and the state.
 */
export const singleDepartureSchema = z
  .object({
    date: isoDateSchema,
    fromCountry: requiredCountryCodeSchema(FROM_COUNTRY_REQUIRED),
    toCountry: requiredCountryCodeSchema(TO_COUNTRY_REQUIRED),
    description: descriptionSchema,
    capacityKg: z
      .number({ error: CAPACITY_INVALID })
      .positive(CAPACITY_INVALID)
      .max(MAX_CAPACITY_KG, CAPACITY_TOO_HIGH)
      .nullish()
      .transform((kg) => kg ?? null),
    dropoffDeadline: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isParisLocalTime(value), DEADLINE_INVALID),
    dropoffPlace: z
      .string()
      .trim()
      .max(DROPOFF_PLACE_MAX_LENGTH, DROPOFF_PLACE_TOO_LONG)
      .nullish()
      .transform((value) => value || null),
    state: z.enum(DEPARTURE_STATES).optional(),
  })
  .strict()
  .refine((v) => v.fromCountry !== v.toCountry, { message: SAME_COUNTRY_MESSAGE, path: ["toCountry"] })
  .refine((v) => v.dropoffDeadline === null || v.dropoffDeadline.slice(0, 10) <= v.date, {
    message: DEADLINE_AFTER_DEPARTURE,
    path: ["dropoffDeadline"],
  });
export type SingleDepartureForm = z.output<typeof singleDepartureSchema>;

type MultiDateForm = {
  fromCountry: string;
  toCountry: string;
  description?: string | null;
  dates: readonly string[];
};

type FormIssue = { path: (string | number)[]; message: string };

function multiDateIssues(form: MultiDateForm, today: IsoDate): FormIssue[] {
  const issues: FormIssue[] = [];
  const fromOk = isCountryCode(form.fromCountry);
  const toOk = isCountryCode(form.toCountry);
  if (!fromOk) issues.push({ path: ["fromCountry"], message: FROM_COUNTRY_REQUIRED });
  if (!toOk) issues.push({ path: ["toCountry"], message: TO_COUNTRY_REQUIRED });
  if (fromOk && toOk && form.fromCountry === form.toCountry) {
    issues.push({ path: ["toCountry"], message: SAME_COUNTRY_MESSAGE });
  }
  if ((form.description?.trim().length ?? 0) > DATE_DESCRIPTION_MAX_LENGTH) {
    issues.push({ path: ["description"], message: DATE_DESCRIPTION_TOO_LONG });
  }
  if (form.dates.length > MAX_DATES_PER_SUBMIT) {
    issues.push({ path: ["dates"], message: TOO_MANY_DATES });
    return issues;
  }
  // The form always keeps one row, so an empty list reads as one empty row.
  const rows = form.dates.length > 0 ? form.dates.map((d) => d.trim()) : [""];
  rows.forEach((date, index) => {
    if (!isValidIsoDate(date))
      issues.push({ path: ["dates", index], message: invalidDateRowMessage(index + 1) });
    else if (date < today) issues.push({ path: ["dates", index], message: pastDateRowMessage(index + 1) });
  });
  const filled = rows.filter((d) => d !== "");
  if (new Set(filled).size !== filled.length)
    issues.push({ path: ["dates"], message: DUPLICATE_DATES_MESSAGE });
  return issues;
}

/**
 * Admin multi-date form (docs/product/administration.md#multi-date-form): the French errors, in the order
 * the form lists them.
 */
export function validateMultiDepartureForm(form: MultiDateForm, today: IsoDate): string[] {
  return multiDateIssues(form, today).map((issue) => issue.message);
}

/** The same rules for the server, which passes today's Paris date. */
export function multiDepartureSchema(today: IsoDate) {
  return z
    .object({
      fromCountry: z.string(),
      toCountry: z.string(),
      description: z.string().nullish(),
      dates: z.array(z.string()),
    })
    .strict()
    .superRefine((form, ctx) => {
      for (const issue of multiDateIssues(form, today)) ctx.addIssue({ code: "custom", ...issue });
    })
    .transform((form) => ({
      // Checked by superRefine above: transforms only run on valid input.
      fromCountry: form.fromCountry as CountryCode,
      toCountry: form.toCountry as CountryCode,
      description: form.description?.trim() || null,
      dates: form.dates.map((d) => d.trim()),
    }));
}

/** At least one date row stays: a row can be removed only while more than one remains. */
export function canRemoveDateRow(rowCount: number): boolean {
  return rowCount > 1;
}

/** Count shown on the save button (docs/product/administration.md#multi-date-form). */
export function filledDateCount(dates: readonly string[]): number {
  return dates.filter((d) => d.trim() !== "").length;
}
