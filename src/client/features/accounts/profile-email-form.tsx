import { AtSign } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useFormStatus } from "#client/lib/use-form-status";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { TextField } from "#client/ui/text-field";
import { profileEmailSchema, type SessionUser } from "#shared/accounts";
import { changeEmail } from "./auth-api";
import { CONFIRMATION_LINK_INVALID } from "./confirmation-notice";
import { profileErrorText } from "./profile-error-text";
import { ProfileFormCard } from "./profile-form-card";
import { invalidateSession } from "./session";

export const EMAIL_CHANGE_SENT = "Un e-mail de confirmation a été envoyé à la nouvelle adresse.";
export const EMAIL_UPDATED = "Email mis à jour avec succès";

/**
 * The new address gets a confirmation link (docs/product/accounts.md#profile), and becomes the account's
 * once confirmed.
 */
export function ProfileEmailForm({ user }: { user: SessionUser }) {
  const status = useFormStatus();
  const { formRef, onSubmit, fieldErrors } = useFormSubmit({
    schema: profileEmailSchema,
    call: changeEmail,
    fallback: "",
    onStart: status.start,
    onSuccess(_data, form) {
      form.reset();
      status.succeed(EMAIL_CHANGE_SENT);
    },
    onError: (message) =>
      message === null ? status.reset() : status.fail(profileErrorText("de l'email", message)),
  });

  // The link of that e-mail lands on /profile?email-confirmed=1 (with `error` when it failed).
  const [params, setParams] = useSearchParams();
  const { succeed, fail } = status;
  useEffect(() => {
    if (params.get("email-confirmed") !== "1") return;
    if (params.has("error")) fail(profileErrorText("de l'email", CONFIRMATION_LINK_INVALID));
    else succeed(EMAIL_UPDATED);
    invalidateSession();
    // Said once: a reload must not announce it again.
    setParams({}, { replace: true });
  }, [params, setParams, succeed, fail]);

  return (
    <ProfileFormCard
      title="Adresse e-mail"
      description={
        <>
          Adresse actuelle : <strong className="wrap-anywhere text-stone-900">{user.email}</strong>. La
          nouvelle adresse remplace l'actuelle une fois confirmée.
        </>
      }
      icon={AtSign}
      formRef={formRef}
      onSubmit={onSubmit}
      status={status.status}
      message={status.message}
      submitLabel="Changer d'adresse e-mail"
    >
      <TextField
        name="email"
        type="email"
        label="Nouvelle adresse e-mail"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldErrors.email}
      />
    </ProfileFormCard>
  );
}
