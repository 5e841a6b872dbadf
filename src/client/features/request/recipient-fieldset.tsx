import { useId } from "react";
import { useSavedRecipients } from "#client/features/recipients";
import { inputClasses } from "#client/ui/input-styles";
import { TextField } from "#client/ui/text-field";
import { formatPhone, PHONE_MAX_LENGTH } from "#shared/phones/phone-display";
import {
  RECIPIENT_LABELS,
  RECIPIENT_LANDMARK_MAX_LENGTH,
  RECIPIENT_TEXT_MAX_LENGTH,
  type SavedRecipient,
} from "#shared/recipients/recipient";
import {
  draftFromSaved,
  matchingSavedRecipient,
  RECIPIENT_ERROR_KEYS,
  type RecipientDraft,
  type RecipientDraftField,
  type RecipientOnRoute,
} from "./recipient-draft";

type FieldProps = { value: string; onChange: (event: { target: { value: string } }) => void };

/** A phone typed by hand: the phone keypad, and no address-book suggestion (it is someone else's). */
export const PHONE_INPUT = {
  type: "tel",
  inputMode: "tel",
  autoComplete: "off",
  maxLength: PHONE_MAX_LENGTH,
} as const;

const savedLabel = (recipient: SavedRecipient) =>
  `${recipient.name} · ${formatPhone(recipient.phone)} · ${recipient.city}`;

/**
 * Who collects the parcel at the arrival (docs/product/recipients.md): a saved recipient to pick, or
 * the fields typed. One column on a phone, two from the sm breakpoint for the short ones.
 */
export function RecipientFieldset({
  draft,
  field,
  fieldErrors,
  onPickSaved,
  messagesConsent = false,
  onMessagesConsentChange,
}: {
  draft: RecipientOnRoute;
  field: (name: RecipientDraftField, errorKey: string) => FieldProps;
  fieldErrors: Record<string, string>;
  onPickSaved: (patch: RecipientDraft) => void;
  messagesConsent?: boolean;
  onMessagesConsentChange?: (agreed: boolean) => void;
}) {
  const saved = useSavedRecipients().data ?? [];
  const typed = (name: RecipientDraftField) => ({
    name: RECIPIENT_ERROR_KEYS[name],
    error: fieldErrors[RECIPIENT_ERROR_KEYS[name]],
    ...field(name, RECIPIENT_ERROR_KEYS[name]),
  });
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-stone-900">{RECIPIENT_LABELS.section}</legend>
      {saved.length > 0 && (
        <SavedRecipientSelect
          saved={saved}
          value={matchingSavedRecipient(saved, draft)}
          onPick={(recipient) => onPickSaved(draftFromSaved(recipient))}
        />
      )}
      <TextField
        label={RECIPIENT_LABELS.name}
        autoComplete="off"
        maxLength={RECIPIENT_TEXT_MAX_LENGTH}
        {...typed("recipientName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={RECIPIENT_LABELS.phone}
          {...PHONE_INPUT}
          placeholder={draft.toCountry === "TG" ? "Ex. : 90 12 34 56" : undefined}
          {...typed("recipientPhone")}
        />
        <TextField label={RECIPIENT_LABELS.secondPhone} {...PHONE_INPUT} {...typed("recipientSecondPhone")} />
      </div>
      <TextField
        label={RECIPIENT_LABELS.city}
        autoComplete="off"
        maxLength={RECIPIENT_TEXT_MAX_LENGTH}
        {...typed("recipientCity")}
      />
      <TextField
        label={RECIPIENT_LABELS.landmark}
        autoComplete="off"
        maxLength={RECIPIENT_LANDMARK_MAX_LENGTH}
        placeholder="Ex. : Bè Kpota, près de la pharmacie"
        {...typed("recipientLandmark")}
      />
      {onMessagesConsentChange && (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            name="recipient.messagesConsent"
            checked={messagesConsent}
            onChange={(event) => onMessagesConsentChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>{RECIPIENT_LABELS.messagesConsent}</span>
        </label>
      )}
    </fieldset>
  );
}

function SavedRecipientSelect({
  saved,
  value,
  onPick,
}: {
  saved: SavedRecipient[];
  value: string;
  onPick: (recipient: SavedRecipient) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {RECIPIENT_LABELS.saved}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const recipient = saved.find((candidate) => candidate.id === event.target.value);
          if (recipient) onPick(recipient);
        }}
        className={`mt-1.5 ${inputClasses()}`}
      >
        <option value="">Choisir un destinataire…</option>
        {saved.map((recipient) => (
          <option key={recipient.id} value={recipient.id}>
            {savedLabel(recipient)}
          </option>
        ))}
      </select>
    </div>
  );
}
