import { LogIn, RotateCcw } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { ApiError } from "#client/lib/api-error";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { ButtonLink } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { resetPasswordSchema } from "#shared/accounts";
import { resetPassword } from "./auth-api";
import { NewPasswordFields } from "./new-password-fields";
import { invalidateSession } from "./session";
import { usePasswordMinLength } from "./use-password-min-length";

export const PASSWORD_RESET_DONE = "Votre mot de passe a été modifié.";
const RESET_FALLBACK = "Erreur lors de la réinitialisation du mot de passe.";

/** Where an expired or incomplete link sends the user: the forgot-password view of /login. */
export function NewLinkButton() {
  return (
    <ButtonLink to="/login?view=forgot-password" variant="secondary" size="lg">
      <RotateCcw aria-hidden="true" className="size-5" />
      Demander un nouveau lien
    </ButtonLink>
  );
}

/**
 * New password and confirmation, with the sign-up rules (docs/product/accounts.md#password-reset); the
 * token comes from the e-mail's link.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const minLength = usePasswordMinLength();
  const schema = useMemo(() => resetPasswordSchema(minLength), [minLength]);
  const [done, setDone] = useState(false);
  const call = useCallback(
    (data: { password: string; confirmPassword: string }) => resetPassword({ token, ...data }),
    [token],
  );
  const { formRef, onSubmit, fieldErrors, message, error, loading } = useFormSubmit({
    schema,
    call,
    fallback: RESET_FALLBACK,
    onSuccess() {
      setDone(true);
      // A reset signs the account out everywhere, this browser included
      // (docs/product/accounts.md#password-reset).
      invalidateSession();
    },
  });

  if (done) {
    return (
      <div className="mt-6 space-y-6">
        <Notice tone="success">
          <p className="font-semibold">{PASSWORD_RESET_DONE}</p>
          <p>Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.</p>
        </Notice>
        <ButtonLink to="/login" size="lg">
          <LogIn aria-hidden="true" className="size-5" />
          Se connecter
        </ButtonLink>
      </div>
    );
  }

  // A used or expired link cannot be retried: the only way forward is a new one.
  if (error instanceof ApiError && error.code === "INVALID_TOKEN") {
    return (
      <div className="mt-6 space-y-6">
        <Notice tone="error">{message}</Notice>
        <NewLinkButton />
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
      <NewPasswordFields
        minLength={minLength}
        labels={{ password: "Nouveau mot de passe", confirmation: "Confirmer le nouveau mot de passe" }}
        errors={fieldErrors}
      />
      {message && <Notice tone="error">{message}</Notice>}
      <SubmitButton loading={loading} size="lg" className="w-full">
        Enregistrer le mot de passe
      </SubmitButton>
    </form>
  );
}
