import { ArrowRight, MessageCircle } from "lucide-react";
import { ButtonLink } from "#client/ui/button";

/**
 * Home's closing call (docs/product/public-site.md#home): 'Faire une Demande' when signed in,
 * 'Créer un Compte Gratuit' otherwise.
 */
export function ClosingCallToAction({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-gradient-to-br from-brand-900 to-brand-800 text-white [&_:focus-visible]:outline-accent-300"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance">
          {signedIn ? "Un nouveau colis à envoyer ?" : "Prêt à envoyer votre premier colis ?"}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
          {signedIn
            ? "Décrivez votre colis, choisissez une date de transport et connaissez le prix tout de suite."
            : "Créez votre compte en une minute, décrivez votre colis et choisissez votre date de transport."}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={signedIn ? "/request" : "/login?view=sign-up"} variant="accent" size="lg">
            {signedIn ? "Faire une Demande" : "Créer un Compte Gratuit"}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/contact-support" variant="ghost-on-dark" size="lg">
            <MessageCircle aria-hidden="true" className="size-5" />
            Une question ? Contactez-nous
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
