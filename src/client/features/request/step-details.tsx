import { type FormEvent, useState } from "react";
import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { parseDecimal } from "#shared/decimal";
import type { Tariff } from "#shared/pricing";
import { WIZARD_FIELD_LABELS } from "#shared/request-required-fields";
import { CountryCombobox } from "./country-combobox";
import { DateOrNotification } from "./date-or-notification";
import { checkDetails, recheckFieldError } from "./details-validation";
import { FieldError } from "./field-error";
import { PhotoPicker } from "./photo-picker";
import { PriceEstimate } from "./price-estimate";
import { useOfferedDates } from "./request-api";
import type { WizardDraft } from "./wizard-draft";

type TypedField = "description" | "lengthCm" | "widthCm" | "heightCm" | "weightKg" | "productLink";

/**
 * Numbers are typed in text inputs: a number input refuses or drops the comma on some Android
 * keyboards, and French phones often offer only the comma. inputMode still brings up a keypad
 * with a decimal key; parseDecimal reads both separators.
 */
const DECIMAL_INPUT = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

type StepDetailsProps = {
  email: string;
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
};

/** Step 1 Détails: the request form, the live price, the date or the notification option. */
export function StepDetails(props: StepDetailsProps) {
  const { draft, update } = props;
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Photos still being resized are not in the request yet: 'Continuer' waits for them.
  const [photosPreparing, setPhotosPreparing] = useState(false);
  const routeChosen =
    draft.fromCountry !== "" && draft.toCountry !== "" && draft.fromCountry !== draft.toCountry;
  const offered = useOfferedDates(draft.fromCountry, draft.toCountry);
  const routeHasDates = !routeChosen || (offered.data?.length ?? 0) > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Until the dates are known, nobody can tell whether a date is required.
    if (routeChosen && !offered.isSuccess) return;
    if (photosPreparing) return;
    const check = checkDetails(draft, routeHasDates);
    if (!check.ok) {
      setMessage(check.message);
      setFieldErrors(check.fieldErrors);
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>('#wizard-details [aria-invalid="true"], #wizard-details-message')
          ?.focus(),
      );
      return;
    }
    setMessage(null);
    setFieldErrors({});
    if (routeHasDates) props.onContinue();
    else props.onNotify();
  }

  /** A typed field; `errorKey` is where the schema reports it ("dimensions.lengthCm"). */
  const field = (name: TypedField, errorKey: string = name) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      update({ [name]: value });
      setFieldErrors((errors) =>
        recheckFieldError(errors, { ...draft, [name]: value }, errorKey, routeHasDates),
      );
    },
  });

  return (
    <form id="wizard-details" noValidate onSubmit={submit} className="space-y-5">
      <TextField name="email" label="Votre e-mail" value={props.email} readOnly />
      <div>
        <label htmlFor="wizard-description" className="block text-sm font-medium text-stone-800">
          {WIZARD_FIELD_LABELS.description}
        </label>
        <textarea
          id="wizard-description"
          rows={3}
          maxLength={2000}
          placeholder="Ex. : vêtements, chaussures et produits de beauté"
          aria-invalid={fieldErrors.description ? true : undefined}
          aria-describedby={fieldErrors.description ? "wizard-description-error" : undefined}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 ${fieldErrors.description ? "border-red-600" : "border-stone-300"}`}
          {...field("description")}
        />
        <FieldError id="wizard-description-error" error={fieldErrors.description} />
      </div>
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
        onDateChange={(preferredDate) => update({ preferredDate })}
        onNotifyChange={(notifyMe) => {
          update({ notifyMe });
          setMessage(null);
        }}
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Dimensions en cm (optionnel)</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-3">
          {(
            [
              ["lengthCm", "Longueur"],
              ["widthCm", "Largeur"],
              ["heightCm", "Hauteur"],
            ] as const
          ).map(([name, label]) => (
            <TextField
              key={name}
              name={name}
              label={label}
              {...DECIMAL_INPUT}
              error={fieldErrors[`dimensions.${name}`]}
              {...field(name, `dimensions.${name}`)}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        name="weightKg"
        label={`${WIZARD_FIELD_LABELS.weightKg} (kg)`}
        {...DECIMAL_INPUT}
        // Inert on a text input, but it documents the precision asked for, and the browser test of
        // the wizard (e2e/request-wizard.spec.ts) still checks it.
        step="0.1"
        placeholder="Ex. : 2,5"
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
      <PhotoPicker
        photos={props.photos}
        onChange={props.onPhotosChange}
        onPreparingChange={setPhotosPreparing}
      />
      <PriceEstimate weightKg={parseDecimal(draft.weightKg)} tariff={props.tariff} />
      {message && (
        <div id="wizard-details-message" tabIndex={-1}>
          <Notice tone="error">{message}</Notice>
        </div>
      )}
      {props.notifyError && <Notice tone="error">{props.notifyError}</Notice>}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={props.onCancel}>
          Annuler la demande
        </Button>
        <SubmitButton loading={props.notifying || photosPreparing} size="lg">
          Continuer
        </SubmitButton>
      </div>
    </form>
  );
}
