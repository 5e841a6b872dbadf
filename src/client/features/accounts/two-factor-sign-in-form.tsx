import { useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { backupCodeFormSchema, totpCodeFormSchema } from "#shared/two-factor";
import { verifyBackupCode, verifyTotp } from "./auth-api";
import { refreshSession } from "./session";
import { readCodeForm, TwoFactorCodeFields } from "./two-factor-code-fields";

export const CODE_STEP_FALLBACK = "Erreur lors de la vérification du code.";

/**
 * The second step of a sign-in for an account with two-step sign-in (docs/product/accounts.md#two-factor):
 * the password was right, the session opens only with the app's code or a backup code.
 */
export function TwoFactorSignInForm({ onBack }: { onBack: () => void }) {
  const [backup, setBackup] = useState(false);
  const { formRef, onSubmit, fieldErrors, message, setMessage, setFieldErrors, loading } = useFormSubmit({
    schema: backup ? backupCodeFormSchema : totpCodeFormSchema,
    read: readCodeForm,
    call: async (data: { code: string; trustDevice: boolean }) => {
      await (backup ? verifyBackupCode(data) : verifyTotp(data));
      // No session after a successful answer: the browser refused the cookie.
      if (!(await refreshSession())) throw new Error("no session after the code step");
    },
    fallback: CODE_STEP_FALLBACK,
  });

  function switchCodeKind() {
    setBackup((shown) => !shown);
    setMessage(null);
    setFieldErrors({});
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
      <TwoFactorCodeFields backup={backup} error={fieldErrors.code} withTrustDevice />
      {message && <Notice tone="error">{message}</Notice>}
      <SubmitButton loading={loading} size="lg" className="w-full">
        Valider
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className={textLinkClass} onClick={switchCodeKind}>
          {backup ? "Utiliser le code de l'application" : "Utiliser un code de secours"}
        </button>
        <button type="button" className={textLinkClass} onClick={onBack}>
          Retour à la connexion
        </button>
      </div>
    </form>
  );
}
