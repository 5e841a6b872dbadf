import type { z } from "zod";
import { parseDecimal } from "#shared/decimal";
import {
  type NotificationRequestInput,
  notificationRequestSchema,
  type ParcelRequestInput,
  parcelRequestSchema,
} from "#shared/parcel-request";
import { parseWeightKg } from "#shared/weight";
import { contentsOf } from "./contents-draft";
import { recipientFilled, recipientOf } from "./recipient-draft";
import type { WizardDraft } from "./wizard-draft";

/**
 * What a draft asks the server (docs/product/request.md): a parcel on a date, or — on a route without
 * dates — a notification request. The draft is converted here once, then checked with the server's own
 * schema (details-validation.ts, use-request-wizard.ts) or sent (use-submit-request.ts).
 */
export type RequestKind = "parcel" | "notification";

type RequestBodies = { parcel: ParcelRequestInput; notification: NotificationRequestInput };

export type DraftRequest<K extends RequestKind = RequestKind> = {
  [P in K]: { kind: P; body: RequestBodies[P] };
}[K];

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

/**
 * The body of POST /api/parcels or POST /api/parcels/notification-requests, before the shared schema
 * checks it. A waiting request has no date, dimensions or link; its weight is sent only if one was
 * typed, its recipient only once the client started one.
 */
export function requestOf<K extends RequestKind>(draft: WizardDraft, kind: K): DraftRequest<K> {
  const withDate = kind === "parcel";
  const body = {
    description: draft.description,
    fromCountry: draft.fromCountry,
    toCountry: draft.toCountry,
    weightKg: typedNumber(draft.weightKg, parseWeightKg),
    ...(withDate && {
      dimensions: {
        lengthCm: typedNumber(draft.lengthCm),
        widthCm: typedNumber(draft.widthCm),
        heightCm: typedNumber(draft.heightCm),
      },
      productLink: draft.productLink,
      preferredDate: draft.preferredDate,
      ...(draft.orderIds.length > 0 && {
        orderIds: draft.orderIds,
        ...(draft.repacking && { repacking: draft.repacking }),
      }),
    }),
    recipient:
      withDate || recipientFilled(draft)
        ? { ...recipientOf(draft), messagesConsent: draft.recipientMessagesConsent === true }
        : null,
    // Null when the field is blank or not asked (the wizard then empties it).
    clientPhone: draft.clientPhone.trim() === "" ? null : draft.clientPhone,
    // Orders sent together bring their declared contents; the typed lines are for a parcel the client brings.
    contents: withDate && draft.orderIds.length > 0 ? [] : contentsOf(draft.contents),
  };
  return { kind, body } as DraftRequest<K>;
}

/** What the server's schema would refuse in this request; none when it would take it. */
export function requestIssues(request: DraftRequest): z.core.$ZodIssue[] {
  const parsed =
    request.kind === "parcel"
      ? parcelRequestSchema.safeParse(request.body)
      : notificationRequestSchema.safeParse(request.body);
  return parsed.success ? [] : parsed.error.issues;
}
