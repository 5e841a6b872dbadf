// Kept apart from calendar-dates.ts so that public pages do not load Zod (merged: /suivi/:code 88.6 → 110.9 KB, budget 90 KB; decision 025).
import { z } from "zod";
import { isValidIsoDate } from "./calendar-dates";

export * from "./calendar-dates";

export const INVALID_DATE_MESSAGE = "Veuillez sélectionner une date valide";

export const isoDateSchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .refine(isValidIsoDate, { message: INVALID_DATE_MESSAGE });
