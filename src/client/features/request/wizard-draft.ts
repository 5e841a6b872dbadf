import { parseDecimal } from "#shared/decimal";
import type { NotificationRequestInput, ParcelRequestInput } from "#shared/parcel-request";
import { cityForArrival, recipientFilled, recipientOf } from "./recipient-draft";

/**
 * The step-1 form as typed (strings, as inputs hold them), plus the idempotency key of this request
 * (decision 011). Photos are files in memory and never part of it: session storage holds text only.
 */
export type WizardDraft = {
  key: string;
  description: string;
  fromCountry: string;
  toCountry: string;
  preferredDate: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
  productLink: string;
  notifyMe: boolean;
  /** Who collects the parcel at the arrival (docs/product/recipients.md), as typed. */
  recipientName: string;
  recipientPhone: string;
  recipientSecondPhone: string;
  recipientCity: string;
  recipientLandmark: string;
  /** Asked only while the account has no phone (docs/product/recipients.md#phone-numbers). */
  clientPhone: string;
};

const STORAGE_KEY = "colibri:request-wizard";

function newKey(): string {
  // randomUUID needs a secure context (https or localhost); the fallback is still unguessable enough
  // for a key that only ever matches the same client's own requests.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

export function emptyDraft(): WizardDraft {
  return {
    key: newKey(),
    description: "",
    fromCountry: "FR",
    toCountry: "TG",
    preferredDate: "",
    lengthCm: "",
    widthCm: "",
    heightCm: "",
    weightKg: "",
    productLink: "",
    notifyMe: false,
    recipientName: "",
    recipientPhone: "",
    recipientSecondPhone: "",
    recipientCity: cityForArrival("TG", ""),
    recipientLandmark: "",
    clientPhone: "",
  };
}

/** The draft of this tab (session storage: it survives a reload, not the tab being closed). */
export function loadDraft(): WizardDraft {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return emptyDraft();
    const parsed = JSON.parse(stored) as Partial<WizardDraft>;
    return {
      ...emptyDraft(),
      ...parsed,
      key: typeof parsed.key === "string" && parsed.key ? parsed.key : newKey(),
    };
  } catch {
    // Storage refused (private mode) or a damaged entry: start afresh rather than fail.
    return emptyDraft();
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the wizard still works, it just will not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * A number field of the form as the schema should see it: empty → null (not given), "2,35" → 2.35,
 * and anything unreadable ("abc", "-3") → NaN, so the schema refuses it with the field's own message
 * instead of it silently counting as "not given".
 */
export function typedNumber(text: string): number | null {
  if (text.trim() === "") return null;
  return parseDecimal(text) ?? Number.NaN;
}

/** The client's phone as sent: null when the field is blank or not asked (the wizard then empties it). */
const typedClientPhone = (draft: WizardDraft) => (draft.clientPhone.trim() === "" ? null : draft.clientPhone);

/** The body of POST /api/parcels, before the shared schema checks it. */
export function toParcelRequest(draft: WizardDraft): ParcelRequestInput {
  return {
    description: draft.description,
    fromCountry: draft.fromCountry,
    toCountry: draft.toCountry,
    weightKg: typedNumber(draft.weightKg),
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
    weightKg: typedNumber(draft.weightKg),
    // Optional on a waiting request: sent once the client has started to fill it in.
    recipient: recipientFilled(draft) ? recipientOf(draft) : null,
    clientPhone: typedClientPhone(draft),
  } as NotificationRequestInput;
}
