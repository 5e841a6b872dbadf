import { Phone } from "lucide-react";
import { useFormStatus } from "#client/lib/use-form-status";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { TextField } from "#client/ui/text-field";
import type { SessionUser } from "#shared/accounts";
import { formatPhone, PHONE_LABEL, PHONE_MAX_LENGTH } from "#shared/phones/phone-display";
import { PHONE_SAVED, profilePhoneSchema } from "#shared/phones/profile-phone";
import { updatePhone } from "./auth-api";
import { ProfileFormCard } from "./profile-form-card";
import { invalidateSession } from "./session";

export const PHONE_UPDATE_ERROR = "Erreur lors de l'enregistrement du numéro de téléphone";

/**
 * The client's own phone (docs/product/recipients.md#phone-numbers): the carrier writes to it on
 * WhatsApp or by SMS. Emptied, it is removed, and the next request asks for it again.
 */
export function ProfilePhoneForm({ user }: { user: SessionUser }) {
  const status = useFormStatus();
  const { formRef, onSubmit, fieldErrors } = useFormSubmit({
    schema: profilePhoneSchema,
    call: updatePhone,
    fallback: "",
    onStart: status.start,
    onSuccess() {
      status.succeed(PHONE_SAVED);
      // The wizard asks for a phone only while the session has none.
      invalidateSession();
    },
    onError: (message) =>
      message === null
        ? status.reset()
        : status.fail(message ? `${PHONE_UPDATE_ERROR} : ${message}` : PHONE_UPDATE_ERROR),
  });

  return (
    <ProfileFormCard
      title={PHONE_LABEL}
      description="Pour vous prévenir par WhatsApp ou SMS de l'avancement de vos colis. Laissez vide pour le retirer."
      icon={Phone}
      formRef={formRef}
      onSubmit={onSubmit}
      status={status.status}
      message={status.message}
      submitLabel="Enregistrer le numéro"
    >
      <TextField
        name="phone"
        label="Numéro de téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        placeholder="Ex. : 06 12 34 56 78 ou +228 90 12 34 56"
        defaultValue={user.phone ? formatPhone(user.phone) : ""}
        error={fieldErrors.phone}
      />
    </ProfileFormCard>
  );
}
