import { useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { usePublicConfig } from "#client/lib/use-public-config";
import { DECIMAL_INPUT } from "#client/ui/decimal-input";
import { TextField } from "#client/ui/text-field";
import type { Tariff } from "#shared/pricing";
import { WIZARD_FIELD_LABELS } from "#shared/request-required-fields";
import { parseWeightKg } from "#shared/weight";
import { ContentsFields } from "./contents-fields";
import { CountryCombobox } from "./country-combobox";
import { DateOrNotification } from "./date-or-notification";
import { DescriptionField } from "./description-field";
import { DetailsActions } from "./details-actions";
import { checkDetails, recheckFieldError } from "./details-validation";
import { DimensionFields } from "./dimension-fields";
import { PhotoPicker } from "./photo-picker";
import { PriceEstimate } from "./price-estimate";
import type { RecipientDraftField } from "./recipient-draft";
import { PHONE_INPUT, RecipientFieldset } from "./recipient-fieldset";
import { useOfferedDates } from "./request-api";
import { SendTogetherSection, sendsOrders } from "./send-together-section";
import { useServerFieldErrors } from "./use-server-field-errors";
import type { WizardDraft } from "./wizard-draft";

type TypedField =
  | "description"
  | "lengthCm"
  | "widthCm"
  | "heightCm"
  | "weightKg"
  | "productLink"
  | "clientPhone"
  | RecipientDraftField;

export const CLIENT_PHONE_LABEL = "Votre téléphone";

type StepDetailsProps = {
  email: string;
  /** The account has no phone yet: step 1 asks for it (docs/product/recipients.md#phone-numbers). */
  askClientPhone: boolean;
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  photos: File[];
  onPhotosChange: (photos: File[]) => void;
  tariff: Tariff;
  onCancel: () => void;
  /** Valid, with a date: on to the review. */
  onContinue: () => void;
  /** Valid, no date on the route and 'Oui, tenez-moi informé' ticked: save the alert. */
  onNotify: () => void;
  notifying: boolean;
  notifyError: string | null;
  /** What the server refused in the fields of this step, on either call: shown beside them. */
  serverFieldErrors: Record<string, string>;
};

/**
 * Step 1 Détails: the request form, the live price, the date or the notification option. The inputs are
 * controlled (the draft), because the price and the dates follow them as they are typed.
 */
export function StepDetails(props: StepDetailsProps) {
  const { draft, update } = props;
  // Photos still being resized are not in the request yet: 'Continuer' waits for them.
  const [photosPreparing, setPhotosPreparing] = useState(false);
  const routeChosen =
    draft.fromCountry !== "" && draft.toCountry !== "" && draft.fromCountry !== draft.toCountry;
  const offered = useOfferedDates(draft.fromCountry, draft.toCountry);
  const routeHasDates = !routeChosen || (offered.data?.length ?? 0) > 0;

  const contentRules = usePublicConfig().data?.shopOrders;
  const people = { askClientPhone: props.askClientPhone, contentRules };
  // The dates that still have room for it and the live price follow the weight as it is typed.
  const weightKg = parseWeightKg(draft.weightKg);

  const form = useFormSubmit<WizardDraft>({
    read: () => draft,
    validate: () => {
      const check = checkDetails(draft, routeHasDates, people);
      return check.ok ? { ok: true, data: draft } : check;
    },
    call: () => (routeHasDates ? props.onContinue() : props.onNotify()),
  });
  const { fieldErrors, setFieldErrors } = form;
  useServerFieldErrors(form.formRef, props.serverFieldErrors, setFieldErrors);

  /** A typed field; `errorKey` is where the schema reports it ("dimensions.lengthCm"). */
  const field = (name: TypedField, errorKey: string = name) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      update({ [name]: value });
      setFieldErrors((errors) =>
        recheckFieldError(errors, { ...draft, [name]: value }, errorKey, routeHasDates, people),
      );
    },
  });

  return (
    <form
      ref={form.formRef}
      id="wizard-details"
      noValidate
      onSubmit={(event) => {
        // Until the dates are known, nobody can tell whether a date is required.
        if ((routeChosen && !offered.isSuccess) || photosPreparing) event.preventDefault();
        else form.onSubmit(event);
      }}
      className="space-y-5"
    >
      <TextField name="email" label="Votre e-mail" value={props.email} readOnly />
      {props.askClientPhone && (
        <TextField
          label={CLIENT_PHONE_LABEL}
          {...PHONE_INPUT}
          autoComplete="tel"
          hint="Pour vous prévenir par WhatsApp ou SMS. Enregistré dans votre profil."
          error={fieldErrors.clientPhone}
          {...field("clientPhone")}
          name="clientPhone"
        />
      )}
      <SendTogetherSection draft={draft} update={update} errors={props.serverFieldErrors} />
      <DescriptionField error={fieldErrors.description} {...field("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <CountryCombobox
          label={WIZARD_FIELD_LABELS.fromCountry}
          value={draft.fromCountry}
          onChange={(fromCountry) => update({ fromCountry })}
          error={fieldErrors.fromCountry}
        />
        <CountryCombobox
          label={WIZARD_FIELD_LABELS.toCountry}
          value={draft.toCountry}
          onChange={(toCountry) => update({ toCountry })}
          error={fieldErrors.toCountry}
        />
      </div>
      <DateOrNotification
        routeChosen={routeChosen}
        dates={offered.data}
        loading={offered.isPending}
        loadError={offered.error}
        preferredDate={draft.preferredDate}
        notifyMe={draft.notifyMe}
        error={fieldErrors.preferredDate}
        weightKg={weightKg}
        onDateChange={(preferredDate) => update({ preferredDate })}
        onNotifyChange={(notifyMe) => {
          update({ notifyMe });
          form.setMessage(null);
        }}
      />
      <DimensionFields field={field} fieldErrors={fieldErrors} />
      <TextField
        name="weightKg"
        label={`${WIZARD_FIELD_LABELS.weightKg} (kg)`}
        {...DECIMAL_INPUT}
        // Inert on a text input, but it documents the precision asked for, and the browser test of
        // the wizard (e2e/request-wizard.spec.ts) still checks it.
        step="0.1"
        placeholder="Ex. : 2,5"
        error={fieldErrors.weightKg}
        {...field("weightKg")}
      />
      <TextField
        name="productLink"
        label="Lien du produit (optionnel)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={fieldErrors.productLink}
        {...field("productLink")}
      />
      {!(routeHasDates && sendsOrders(draft)) && (
        <ContentsFields
          lines={draft.contents}
          fieldErrors={fieldErrors}
          onChange={(contents) => {
            update({ contents });
            // A corrected line loses its error at once; one still wrong says what is wrong now.
            setFieldErrors((errors) => {
              const next = { ...draft, contents };
              return Object.keys(errors)
                .filter((key) => key.startsWith("contents"))
                .reduce(
                  (current, key) => recheckFieldError(current, next, key, routeHasDates, people),
                  errors,
                );
            });
          }}
        />
      )}
      <PhotoPicker
        photos={props.photos}
        onChange={props.onPhotosChange}
        onPreparingChange={setPhotosPreparing}
      />
      <RecipientFieldset
        draft={draft}
        field={field}
        fieldErrors={fieldErrors}
        messagesConsent={draft.recipientMessagesConsent === true}
        onMessagesConsentChange={(recipientMessagesConsent) => update({ recipientMessagesConsent })}
        onPickSaved={(patch) => {
          update(patch);
          // A recipient picked whole replaces what was wrong with the one typed before.
          setFieldErrors((errors) =>
            Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith("recipient."))),
          );
        }}
      />
      <PriceEstimate weightKg={weightKg} tariff={props.tariff} />
      <DetailsActions
        message={form.message}
        notifyError={props.notifyError}
        busy={props.notifying || photosPreparing}
        onCancel={props.onCancel}
      />
    </form>
  );
}
