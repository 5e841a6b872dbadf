import { useLocation } from "react-router";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { PasswordField } from "#client/ui/password-field";
import { SubmitButton } from "#client/ui/submit-button";
import { signInSchema } from "#shared/accounts";
import { signInResultSchema } from "#shared/two-factor";
import { AccountEmailField } from "./account-email-field";
import { signIn } from "./auth-api";
import { refreshSession } from "./session";

export const SIGN_IN_FALLBACK = "Erreur de connexion.";
/** A sign-in link of the alert e-mail (decision 038) that was used or expired lands on /login?link=invalid. */
export const SIGN_IN_LINK_INVALID =
  "Ce lien de connexion est invalide ou a expiré : il ne sert qu'une fois, pendant 15 minutes. Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau avec « Mot de passe oublié ? ».";

type SignInFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  /** The password was right and the account asks for its authenticator code next. */
  onTwoFactor: () => void;
};

/**
 * E-mail and password, then, for an account with two-step sign-in, the code step. Once the server
 * says who is signed in, the page around decides where to go
 * (docs/product/public-site.md#access): a private page shows itself, /login sends the admin to the
 * dashboard, others home.
 */
export function SignInForm({ email, onEmailChange, onForgotPassword, onTwoFactor }: SignInFormProps) {
  const { formRef, onSubmit, fieldErrors, message, loading } = useFormSubmit({
    schema: signInSchema,
    async call(data: { email: string; password: string }) {
      const answer = signInResultSchema.parse(await signIn(data));
      if (answer.twoFactor) return onTwoFactor();
      // No session after a successful answer: the browser refused the cookie.
      if (!(await refreshSession())) throw new Error("no session after sign-in");
    },
    fallback: SIGN_IN_FALLBACK,
  });

  const linkInvalid = new URLSearchParams(useLocation().search).get("link") === "invalid";

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
      {linkInvalid && !message && <Notice tone="error">{SIGN_IN_LINK_INVALID}</Notice>}
      <AccountEmailField value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <PasswordField
        name="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
        labelAside={
          <button type="button" className={`text-sm ${textLinkClass}`} onClick={onForgotPassword}>
            Mot de passe oublié ?
          </button>
        }
      />
      {message && <Notice tone="error">{message}</Notice>}
      <SubmitButton loading={loading} size="lg" className="w-full">
        Se connecter
      </SubmitButton>
    </form>
  );
}
