import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { MESSAGE_CLEAR_MS } from "#client/lib/use-form-status";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { forgotPasswordSchema } from "#shared/accounts";
import { AccountEmailField } from "./account-email-field";
import { requestPasswordReset } from "./auth-api";

export const RESET_LINK_SENT = "Un lien de réinitialisation a été envoyé.";
export const RESET_LINK_FALLBACK = "Erreur lors de l'envoi du lien";

type ForgotPasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
};

/**
 * One e-mail field; after success the view closes by itself after 3 s
 * (docs/product/accounts.md#password-reset).
 */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const [sent, setSent] = useState(false);
  const { formRef, onSubmit, fieldErrors, message, loading } = useFormSubmit({
    schema: forgotPasswordSchema,
    call: requestPasswordReset,
    fallback: RESET_LINK_FALLBACK,
    onSuccess: () => setSent(true),
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onBack, MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [sent, onBack]);

  return (
    <>
      {sent ? (
        <Notice tone="success" className="mt-8">
          <p className="font-semibold">{RESET_LINK_SENT}</p>
          <p>Ouvrez l'e-mail reçu pour choisir un nouveau mot de passe. Le lien est valable 1 heure.</p>
        </Notice>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <AccountEmailField value={email} onChange={onEmailChange} error={fieldErrors.email} />
          {message && <Notice tone="error">{message}</Notice>}
          <SubmitButton loading={loading} size="lg" className="w-full">
            Envoyer le lien
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-sm">
        <button
          type="button"
          onClick={onBack}
          className={`inline-flex items-center gap-1.5 ${textLinkClass}`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à la connexion
        </button>
      </p>
    </>
  );
}
