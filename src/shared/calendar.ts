import { z } from "zod";
import { isValidIsoDate } from "./calendar-dates";

// The date rules themselves are in calendar-dates.ts, free of Zod for the public pages (decision 025).
export * from "./calendar-dates";

export const INVALID_DATE_MESSAGE = "Veuillez sélectionner une date valide";

export const isoDateSchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .refine(isValidIsoDate, { message: INVALID_DATE_MESSAGE });
