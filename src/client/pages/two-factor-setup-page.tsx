import { ArrowRight, ShieldAlert } from "lucide-react";
import { useSession } from "#client/features/accounts/session";
import { TwoFactorSection } from "#client/features/accounts/two-factor-section";
import { TwoFactorSessionCheck } from "#client/features/accounts/two-factor-session-check";
import { useDocumentTitle } from "#client/lib/use-document-title";
import { ButtonLink } from "#client/ui/button";

/**
 * Where an administrator whose session lacks the second factor lands when it is required
 * (docs/product/accounts.md#second-factor): without two-step sign-in, its set-up; with it, on a
 * session that never proved it, a code for this session. The server answers no admin view until then.
 */
export function TwoFactorSetupPage() {
  useDocumentTitle("Sécuriser l'administration");
  const { user } = useSession();
  if (!user) return null;
  const done = user.twoFactorEnabled && !user.mustVerifyTwoFactor;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Sécuriser l'administration</h1>
      {!done && (
        <div className="mt-4 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm leading-relaxed text-amber-900">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {user.mustVerifyTwoFactor
              ? "Votre compte valide les paiements : chaque connexion à l'administration doit être confirmée par un code de votre application d'authentification."
              : "Votre compte valide les paiements : il doit être le mieux protégé. Activez la validation en deux étapes pour accéder à l'administration."}
          </p>
        </div>
      )}
      <div className="mt-6 space-y-6">
        {user.mustVerifyTwoFactor ? <TwoFactorSessionCheck /> : <TwoFactorSection user={user} />}
        {done && user.role === "admin" && (
          <ButtonLink to="/admin-dashboard" size="lg">
            Continuer vers l'administration
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
