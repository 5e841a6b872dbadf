import { Clock, Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { mailtoUrl, whatsappUrl } from "#client/lib/contact-links";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Logo } from "#client/ui/logo";

const FOOTER_LINKS = [
  { to: "/services", label: "Nos services" },
  { to: "/nos-sites-partenaires", label: "Nos sites partenaires" },
  { to: "/contact-support", label: "Contact & Support" },
  { to: "/login", label: "Connexion" },
] as const;

const linkClass = "rounded text-stone-300 underline-offset-4 hover:text-white hover:underline";
const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";

/** `signedIn` hides the "Connexion" link, which would only bounce a signed-in user back. */
export function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  // Contact details come from the settings (docs/ARCHITECTURE.md#settings); while they load, the columns
  // simply stay empty.
  const business = usePublicConfig().data?.business;

  return (
    <footer className="bg-stone-900 text-sm text-stone-300 [&_:focus-visible]:outline-accent-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo inverted />
          <p className="max-w-xs leading-relaxed">
            Service familial de transport de colis entre la France et le Togo depuis 2015, avec des bases à
            Paris et à Lomé.
          </p>
        </div>

        <nav aria-label="Liens utiles" className="space-y-3">
          <h2 className={headingClass}>Liens utiles</h2>
          <ul className="space-y-2">
            {FOOTER_LINKS.filter((link) => !signedIn || link.to !== "/login").map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-3">
          <h2 className={headingClass}>Nous contacter</h2>
          {business && (
            <ul className="space-y-2">
              <li>
                <a
                  href={mailtoUrl(business.supportEmail)}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {business.supportEmail}
                </a>
              </li>
              <li>
                <a
                  href={whatsappUrl(business.supportWhatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                  WhatsApp : {business.supportWhatsapp}
                </a>
              </li>
            </ul>
          )}
        </div>

        <div className="space-y-3">
          <h2 className={headingClass}>Horaires du support</h2>
          {business && (
            <div className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <ul className="space-y-1">
                  {business.supportHours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p className="mt-1 text-stone-400">Heure de Paris</p>
              </div>
            </div>
          )}
        </div>
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* Prerendered at server start-up: the year may have changed since, so the browser's wins. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Colibri. Tous droits réservés.</p>
          <Link to="/confidentialite" className={linkClass}>
            Politique de confidentialité
          </Link>
        </div>
      </div>
    </footer>
  );
}
