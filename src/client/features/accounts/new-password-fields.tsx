import { PasswordField } from "#client/ui/password-field";

/**
 * A new password and its confirmation, with the policy as a hint
 * (docs/product/accounts.md#password-rules): sign-up and the reset page ask for them the same way, under
 * the same field names as the shared schemas.
 */
export function NewPasswordFields({
  minLength,
  labels,
  errors,
}: {
  minLength: number;
  labels: { password: string; confirmation: string };
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <PasswordField
        name="password"
        label={labels.password}
        autoComplete="new-password"
        required
        hint={`Au moins ${minLength} caractères. Évitez les mots de passe trop courants.`}
        error={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={labels.confirmation}
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
