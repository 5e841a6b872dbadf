import type { RepackingChoice } from "#shared/shop-orders/contents";
import { type ContentLineDraft, emptyContentLine } from "./contents-draft";
import { cityForArrival, type RecipientDraft } from "./recipient-draft";

/**
 * The step-1 form as typed (strings, as inputs hold them), plus the idempotency key of this request
 * (decision 011). Photos are files in memory and never part of it: session storage holds text only.
 * What it asks the server is draft-request.ts.
 */
export type WizardDraft = RecipientDraft & {
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
  /** The recipient agrees to the parcel's WhatsApp or SMS messages (docs/product/notifications.md#consent). */
  recipientMessagesConsent: boolean;
  /** Asked only while the account has no phone (docs/product/recipients.md#phone-numbers). */
  clientPhone: string;
  /** Ma boîte's orders sent together in this parcel, and their packing (docs/product/ma-boite.md#sending-together). */
  orderIds: string[];
  repacking: RepackingChoice | "";
  /** What the parcel holds, line by line (docs/product/contents-and-customs.md#contents). */
  contents: ContentLineDraft[];
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
    recipientMessagesConsent: false,
    clientPhone: "",
    orderIds: [],
    repacking: "",
    contents: [emptyContentLine()],
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
      // A draft saved before the contents section starts it with one empty line.
      contents:
        Array.isArray(parsed.contents) && parsed.contents.length > 0 ? parsed.contents : [emptyContentLine()],
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
