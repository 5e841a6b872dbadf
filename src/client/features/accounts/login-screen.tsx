import { useCallback, useEffect, useRef, useState } from "react";
import { useDocumentTitle } from "#client/lib/use-document-title";
import { textLinkClass } from "#client/ui/link-styles";
import { AuthLayout } from "./auth-layout";
import { ForgotPasswordForm } from "./forgot-password-form";
import { RegistrationNotice } from "./registration-notice";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { TwoFactorSignInForm } from "./two-factor-sign-in-form";

export type LoginView = "sign-in" | "two-factor" | "sign-up" | "forgot-password" | "registered";

const TITLES: Record<LoginView, string> = {
  "sign-in": "Connexion",
  "two-factor": "Validation en deux étapes",
  "sign-up": "Créer un compte",
  "forgot-password": "Mot de passe oublié",
  registered: "Compte créé",
};

const INTROS: Record<LoginView, string | null> = {
  "sign-in": "Accédez à votre espace pour demander un envoi et suivre vos colis.",
  "two-factor":
    "Mot de passe correct. Pour terminer la connexion, saisissez le code de votre application d'authentification.",
  "sign-up": "Gratuit et sans engagement : créez votre compte pour envoyer vos colis.",
  "forgot-password":
    "Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  registered: null,
};

type LoginScreenProps = {
  initialView?: LoginView;
  /**
   * Shown in place of a private page (decision 008): the address stays, and so does the user after
   * sign-in.
   */
  inPlace?: boolean;
};

/**
 * The login screen (docs/product/accounts.md#sign-up): sign-in, account creation, forgot-password
 * sub-view, post-registration notice.
 */
export function LoginScreen({ initialView = "sign-in", inPlace = false }: LoginScreenProps) {
  const [view, setView] = useState<LoginView>(initialView);
  // One address for every view: typed once, it follows the user from sign-up to sign-in.
  const [email, setEmail] = useState("");
  useDocumentTitle(TITLES[view]);

  // A new view moves focus to its title, so a screen reader tells that the screen changed.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);

  const showSignIn = useCallback(() => setView("sign-in"), []);
  const intro = view === "sign-in" && inPlace ? "Connectez-vous pour accéder à cette page." : INTROS[view];

  return (
    <AuthLayout>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-stone-900 focus:outline-none sm:text-3xl"
      >
        {TITLES[view]}
      </h1>
      {intro && <p className="mt-2 leading-relaxed text-stone-600">{intro}</p>}

      {view === "sign-in" && (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => setView("forgot-password")}
          onTwoFactor={() => setView("two-factor")}
        />
      )}
      {view === "two-factor" && <TwoFactorSignInForm onBack={showSignIn} />}
      {view === "sign-up" && (
        <SignUpForm
          email={email}
          onEmailChange={setEmail}
          onRegistered={(registered) => {
            setEmail(registered);
            setView("registered");
          }}
        />
      )}
      {view === "forgot-password" && (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={showSignIn} />
      )}
      {view === "registered" && <RegistrationNotice email={email} onSignIn={showSignIn} />}

      {(view === "sign-in" || view === "sign-up") && (
        <p className="mt-8 border-t border-stone-200 pt-6 text-center text-sm text-stone-700">
          {view === "sign-in" ? "Pas encore de compte ? " : "Déjà un compte ? "}
          <button
            type="button"
            className={textLinkClass}
            onClick={() => setView(view === "sign-in" ? "sign-up" : "sign-in")}
          >
            {view === "sign-in" ? "Créer un compte" : "Se connecter"}
          </button>
        </p>
      )}
    </AuthLayout>
  );
}
