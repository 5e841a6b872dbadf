import { ApiError } from "#client/lib/api-error";
import { formatDateFr } from "#shared/calendar";
import { type ChooseDateBody, WEIGHT_NEEDED_FOR_DATE_MESSAGE } from "#shared/parcels/client-actions";
import type { OfferedDate } from "#shared/parcels/request-api";
import { kgToGrams, type Price, priceForWeight, type Tariff } from "#shared/pricing";
import { parseWeightKg, WEIGHT_INVALID, weightProblem } from "#shared/weight";

/**
 * What the waiting request's date form checks before calling the server, and how it reads the
 * server's refusals (docs/product/parcels.md#waiting-request). Pure, so it is tested without a browser.
 */

export const CHOOSE_A_DATE_MESSAGE = "Choisissez une date de transport dans la liste.";

export type DateChoiceField = "preferredDate" | "weightKg";
export type DateChoiceErrors = Partial<Record<DateChoiceField, string>>;

export type DateChoiceDraft = {
  /** The chosen 'YYYY-MM-DD', or "" before a choice. */
  date: string;
  /** The weight as typed ('2,5' or '2.5'); read only when the request has none. */
  weightText: string;
  needsWeight: boolean;
};

export type DateChoiceCheck = { ok: true; body: ChooseDateBody } | { ok: false; errors: DateChoiceErrors };

/** The weight as typed, read like the wizard reads it: a comma is a decimal separator. */
export function readWeightKg(text: string): { kg: number } | { error: string } {
  if (text.trim() === "") return { error: WEIGHT_NEEDED_FOR_DATE_MESSAGE };
  const kg = parseWeightKg(text);
  if (kg === null) return { error: WEIGHT_INVALID };
  // The server's own bounds and messages (minimum, maximum), so the client never says something else.
  const problem = weightProblem(kg);
  return problem === null ? { kg } : { error: problem };
}

/**
 * The body to send, or the message of every field that is wrong. `offered` is the list on screen: a
 * date that vanished from it (deleted meanwhile) is not a choice any more.
 */
export function checkDateChoice(draft: DateChoiceDraft, offered: readonly OfferedDate[]): DateChoiceCheck {
  const errors: DateChoiceErrors = {};
  if (!draft.date || !offered.some((date) => date.date === draft.date)) {
    errors.preferredDate = CHOOSE_A_DATE_MESSAGE;
  }
  let weightKg: number | undefined;
  if (draft.needsWeight) {
    const weight = readWeightKg(draft.weightText);
    if ("error" in weight) errors.weightKg = weight.error;
    else weightKg = weight.kg;
  }
  if (errors.preferredDate || errors.weightKg) return { ok: false, errors };
  return {
    ok: true,
    body: weightKg === undefined ? { preferredDate: draft.date } : { preferredDate: draft.date, weightKg },
  };
}

/** The price a typed weight will cost, shown before the choice; null while the weight cannot be read. */
export function previewPrice(weightText: string, tariff: Tariff): Price | null {
  const weight = readWeightKg(weightText);
  return "kg" in weight ? priceForWeight(kgToGrams(weight.kg), tariff) : null;
}

/**
 * How a refused choice is shown: a message next to the field it concerns (date not offered, weight
 * needed or out of bounds), otherwise one message above the button. `stale` says the parcel changed
 * meanwhile (a date already chosen, the request no longer pending): the panel reloads it.
 */
export function dateChoiceFailure(error: unknown): {
  fieldErrors: DateChoiceErrors;
  message: string | null;
  stale: boolean;
  datesChanged: boolean;
} {
  if (!(error instanceof ApiError))
    return { fieldErrors: {}, message: null, stale: false, datesChanged: false };
  const fieldErrors: DateChoiceErrors = {};
  for (const field of ["preferredDate", "weightKg"] as const) {
    const text = error.fieldErrors[field];
    if (text) fieldErrors[field] = text;
  }
  const placed = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    message: placed ? null : error.message,
    stale:
      error.code === "DATE_ALREADY_CHOSEN" || error.code === "DATE_CHOICE_CLOSED" || error.status === 404,
    datesChanged: error.code === "DATE_NOT_OFFERED",
  };
}

/** 'jeudi 12 mars 2026', the way every transport date is written. */
export function offeredDateLabel(date: OfferedDate): string {
  return formatDateFr(date.date);
}
