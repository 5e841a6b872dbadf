import { ArrowLeft, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatTariffPerKg } from "#client/lib/format-tariff";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Logo } from "#client/ui/logo";

/** The login screen has a 'back to home' link; the other account pages too (docs/product/accounts.md). */
export function BackHomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-stone-700 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour à l'accueil
    </Link>
  );
}

function BrandPitch() {
  const tariff = usePublicConfig().data?.tariff;
  const points = [
    "Suivez chaque étape de vos colis",
    "Échangez directement avec votre transporteur",
    `Tarif unique : ${formatTariffPerKg(tariff)}, assurance incluse`,
  ];
  return (
    <div className="hidden flex-col justify-between gap-10 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-10 text-white lg:col-span-2 lg:flex">
      <Logo inverted />
      <div>
        <p className="text-2xl leading-snug font-bold text-balance">
          Vos colis entre la France et le Togo, en toute confiance.
        </p>
        <ul className="mt-6 space-y-3 text-brand-50">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-brand-100">Service familial à Paris et à Lomé depuis 2015.</p>
    </div>
  );
}

/**
 * The frame of the account screens: a white card, with the brand's promise beside the form on
 * large screens (on a phone the form comes first and alone).
 */
export function AuthLayout({ children, pitch = true }: { children: ReactNode; pitch?: boolean }) {
  return (
    <section className={`mx-auto w-full px-4 py-6 sm:px-6 sm:py-12 ${pitch ? "max-w-5xl" : "max-w-2xl"}`}>
      <BackHomeLink />
      <div
        className={`mt-4 grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 ${pitch ? "lg:grid-cols-5" : ""}`}
      >
        {pitch && <BrandPitch />}
        {/* min-w-0: a long address or label must wrap, not widen the card past a phone's screen. */}
        <div className="min-w-0 px-5 py-8 sm:p-10 lg:col-span-3">{children}</div>
      </div>
    </section>
  );
}
