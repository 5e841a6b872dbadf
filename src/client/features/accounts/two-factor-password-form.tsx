import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { PasswordField } from "#client/ui/password-field";
import { SubmitButton } from "#client/ui/submit-button";
import { twoFactorPasswordSchema } from "#shared/two-factor";

type TwoFactorPasswordFormProps<Answer> = {
  submitLabel: string;
  call: (body: { password: string }) => Promise<Answer>;
  onDone: (answer: Answer) => void;
  onCancel: () => void;
};

/**
 * Every change to two-step sign-in asks for the password again, whatever the session's age: a phone
 * left unlocked must not be enough to turn the protection off or read new backup codes.
 */
export function TwoFactorPasswordForm<Answer>({
  submitLabel,
  call,
  onDone,
  onCancel,
}: TwoFactorPasswordFormProps<Answer>) {
  const { formRef, onSubmit, fieldErrors, message, loading } = useFormSubmit({
    schema: twoFactorPasswordSchema,
    call: async (data: { password: string }) => onDone(await call(data)),
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <PasswordField
        name="password"
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      {message && <Notice tone="error">{message}</Notice>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton loading={loading}>{submitLabel}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
