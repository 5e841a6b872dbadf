import { useSearchParams } from "react-router";
import { AuthLayout } from "../features/accounts/auth-layout";
import { NewLinkButton, ResetPasswordForm } from "../features/accounts/reset-password-form";
import { useDocumentTitle } from "../lib/use-document-title";

/**
 * The page the reset e-mail links to (`/reset-password?token=…`,
 * docs/product/accounts.md#password-reset).
 */
export function ResetPasswordPage() {
  useDocumentTitle("Réinitialiser le mot de passe");
  const token = useSearchParams()[0].get("token");
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        Réinitialiser le mot de passe
      </h1>
      {token ? (
        <>
          <p className="mt-2 leading-relaxed text-stone-600">
            Choisissez le nouveau mot de passe de votre compte.
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <div className="mt-4 space-y-6">
          <p className="leading-relaxed text-stone-700">
            Ce lien de réinitialisation est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou demandez-en
            un nouveau : il suffit d'indiquer votre adresse e-mail.
          </p>
          <NewLinkButton />
        </div>
      )}
    </AuthLayout>
  );
}
