import { useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";
import { useFormStatus } from "#client/lib/use-form-status";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { PasswordField } from "#client/ui/password-field";
import { profilePasswordSchema } from "#shared/accounts";
import { ACTIVE_SESSIONS_KEY } from "./active-sessions-api";
import { changePassword } from "./auth-api";
import { profileErrorText } from "./profile-error-text";
import { ProfileFormCard } from "./profile-form-card";
import { invalidateSession } from "./session";
import { usePasswordMinLength } from "./use-password-min-length";

export const PASSWORD_UPDATED = "Mot de passe mis à jour avec succès";

/**
 * The current password is asked; the account's other sessions are signed out
 * (docs/product/accounts.md#profile).
 */
export function ProfilePasswordForm() {
  const minLength = usePasswordMinLength();
  const schema = useMemo(() => profilePasswordSchema(minLength), [minLength]);
  const status = useFormStatus();
  const queryClient = useQueryClient();
  const { formRef, onSubmit, fieldErrors } = useFormSubmit({
    schema,
    call: changePassword,
    fallback: "",
    onStart: status.start,
    onSuccess(_data, form) {
      // The password fields are cleared (docs/product/accounts.md#profile).
      form.reset();
      status.succeed(PASSWORD_UPDATED);
      invalidateSession();
      // The other devices were just signed out: 'Appareils connectés' must not list them any more.
      queryClient.invalidateQueries({ queryKey: ACTIVE_SESSIONS_KEY });
    },
    onError: (message) =>
      message === null ? status.reset() : status.fail(profileErrorText("du mot de passe", message)),
  });

  return (
    <ProfileFormCard
      title="Mot de passe"
      description="Pour changer de mot de passe, saisissez d'abord celui que vous utilisez aujourd'hui."
      icon={KeyRound}
      formRef={formRef}
      onSubmit={onSubmit}
      status={status.status}
      message={status.message}
      submitLabel="Changer le mot de passe"
    >
      <PasswordField
        name="currentPassword"
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        error={fieldErrors.currentPassword}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          name="newPassword"
          label="Nouveau mot de passe"
          autoComplete="new-password"
          required
          hint={`Au moins ${minLength} caractères.`}
          error={fieldErrors.newPassword}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirmer le nouveau mot de passe"
          autoComplete="new-password"
          required
          error={fieldErrors.confirmPassword}
        />
      </div>
    </ProfileFormCard>
  );
}
