import type { z } from "zod";
import { parseDecimal } from "#shared/decimal";
import {
  type NotificationRequestInput,
  notificationRequestSchema,
  type ParcelRequestInput,
  parcelRequestSchema,
} from "#shared/parcel-request";
import { parseWeightKg } from "#shared/weight";
import { recipientFilled, recipientOf } from "./recipient-draft";
import type { WizardDraft } from "./wizard-draft";

/**
 * What a draft asks the server (docs/product/request.md): a parcel on a date, or — on a route without
 * dates — a notification request. The draft is converted here once, then checked with the server's own
 * schema (details-validation.ts, use-request-wizard.ts) or sent (use-submit-request.ts).
 */
export type RequestKind = "parcel" | "notification";

export type DraftRequest =
  | { kind: "parcel"; body: ParcelRequestInput }
  | { kind: "notification"; body: NotificationRequestInput };

/**
 * A number field of the form as the schema should see it: empty → null (not given), "2,35" → 2.35,
 * and anything unreadable ("abc", "-3") → NaN, so the schema refuses it with the field's own message
 * instead of it silently counting as "not given". A weight is read by the weight's own reading.
 */
export function typedNumber(
  text: string,
  read: (typed: string) => number | null = parseDecimal,
): number | null {
  if (text.trim() === "") return null;
  return read(text) ?? Number.NaN;
}

/** The client's phone as sent: null when the field is blank or not asked (the wizard then empties it). */
const typedClientPhone = (draft: WizardDraft) => (draft.clientPhone.trim() === "" ? null : draft.clientPhone);

/** The body of POST /api/parcels, before the shared schema checks it. */
export function toParcelRequest(draft: WizardDraft): ParcelRequestInput {
  return {
    description: draft.description,
    fromCountry: draft.fromCountry,
    toCountry: draft.toCountry,
    weightKg: typedNumber(draft.weightKg, parseWeightKg),
    dimensions: {
      lengthCm: typedNumber(draft.lengthCm),
      widthCm: typedNumber(draft.widthCm),
      heightCm: typedNumber(draft.heightCm),
    },
    productLink: draft.productLink,
    preferredDate: draft.preferredDate,
    recipient: recipientOf(draft),
    clientPhone: typedClientPhone(draft),
  } as ParcelRequestInput;
}

/**
 * The body of POST /api/parcels/notification-requests: the weight only if one was typed, the recipient
 * only if one was started.
 */
export function toNotificationRequest(draft: WizardDraft): NotificationRequestInput {
  return {
    description: draft.description,
    fromCountry: draft.fromCountry,
    toCountry: draft.toCountry,
    weightKg: typedNumber(draft.weightKg, parseWeightKg),
    // Optional on a waiting request: sent once the client has started to fill it in.
    recipient: recipientFilled(draft) ? recipientOf(draft) : null,
    clientPhone: typedClientPhone(draft),
  } as NotificationRequestInput;
}

export function requestOf(draft: WizardDraft, kind: RequestKind): DraftRequest {
  return kind === "parcel"
    ? { kind, body: toParcelRequest(draft) }
    : { kind, body: toNotificationRequest(draft) };
}

/** What the server's schema would refuse in this request; none when it would take it. */
export function requestIssues(request: DraftRequest): z.core.$ZodIssue[] {
  const parsed =
    request.kind === "parcel"
      ? parcelRequestSchema.safeParse(request.body)
      : notificationRequestSchema.safeParse(request.body);
  return parsed.success ? [] : parsed.error.issues;
}
