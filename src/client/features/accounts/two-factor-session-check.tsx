import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { backupCodeFormSchema, totpCodeFormSchema } from "#shared/two-factor";
import { verifyBackupCode, verifyTotp } from "./auth-api";
import { ProfileSection } from "./profile-section";
import { refreshSession } from "./session";
import { readCodeForm, TwoFactorCodeFields } from "./two-factor-code-fields";
import { CODE_STEP_FALLBACK } from "./two-factor-sign-in-form";

export const SESSION_CHECK_TITLE = "Confirmer cette connexion";

/**
 * For an administrator who has two-step sign-in on a session that never proved it — opened before the
 * factor was recorded per session, or by an e-mail link (docs/product/accounts.md#second-factor): a
 * code of the app, or a backup code, typed here gives this session the factor, without signing in again.
 */
export function TwoFactorSessionCheck() {
  const [backup, setBackup] = useState(false);
  const { formRef, onSubmit, fieldErrors, message, setMessage, setFieldErrors, loading } = useFormSubmit({
    schema: backup ? backupCodeFormSchema : totpCodeFormSchema,
    read: readCodeForm,
    call: async (data: { code: string; trustDevice: boolean }) => {
      await (backup ? verifyBackupCode(data) : verifyTotp(data));
      // The session now has the factor: the page and the admin views follow.
      await refreshSession();
    },
    fallback: CODE_STEP_FALLBACK,
  });

  function switchCodeKind() {
    setBackup((shown) => !shown);
    setMessage(null);
    setFieldErrors({});
  }

  return (
    <ProfileSection
      title={SESSION_CHECK_TITLE}
      description="Cette connexion a été ouverte sans le code de votre application d'authentification. Saisissez-en un pour accéder à l'administration depuis cet appareil."
      icon={ShieldCheck}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        <TwoFactorCodeFields backup={backup} error={fieldErrors.code} />
        {message && <Notice tone="error">{message}</Notice>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton loading={loading}>Valider</SubmitButton>
          <button type="button" className={`${textLinkClass} text-sm`} onClick={switchCodeKind}>
            {backup ? "Utiliser le code de l'application" : "Utiliser un code de secours"}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
