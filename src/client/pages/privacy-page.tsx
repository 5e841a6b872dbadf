import { PrivacyDataSections } from "../features/public-site/privacy-data-sections";
import { PrivacyRightsSections } from "../features/public-site/privacy-rights-sections";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageHero } from "../ui/page-hero";

const CONTENTS = [
  { id: "donnees", label: "Les données collectées" },
  { id: "finalites", label: "Pourquoi" },
  { id: "durees", label: "Combien de temps" },
  { id: "destinataires", label: "Qui peut les voir" },
  { id: "droits", label: "Vos droits" },
  { id: "exercer", label: "Comment les exercer" },
  { id: "reclamation", label: "Réclamation" },
];

/** The privacy notice (docs/product/public-site.md#privacy), linked from the footer and the sign-up form. */
export function PrivacyPage() {
  useDocumentTitle("Politique de confidentialité");
  return (
    <>
      <PageHero
        title="Politique de confidentialité"
        intro={
          <>
            <p>
              Colibri est un service familial de transport de colis entre la France et le Togo. Voici, en
              clair, ce que nous faisons de vos données personnelles, et comment garder la main dessus.
            </p>
            <p className="mt-3 text-base text-stone-600">Dernière mise à jour : novembre 2026</p>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-bold tracking-wide text-stone-700 uppercase">Sommaire</h2>
          <ol className="mt-3 space-y-1 text-sm">
            {CONTENTS.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="block rounded-md px-2 py-1.5 text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12 lg:col-span-3">
          <PrivacyDataSections />
          <PrivacyRightsSections />
        </div>
      </div>
    </>
  );
}
