import { DEFAULT_TARIFF } from "#shared/pricing";
import { useSession } from "../features/accounts/session";
import { RequestWizard } from "../features/request/request-wizard";
import { useDocumentTitle } from "../lib/use-document-title";
import { usePublicConfig } from "../lib/use-public-config";

/** /request, behind PrivateRoute: a confirmed client (or an admin) asks for a parcel to be carried. */
export function RequestPage() {
  useDocumentTitle("Nouvelle Demande");
  const { user } = useSession();
  const tariff = usePublicConfig().data?.tariff ?? DEFAULT_TARIFF;
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Nouvelle Demande</h1>
      <p className="mt-2 text-stone-600">
        Décrivez votre colis et choisissez une date de transport : le prix s'affiche au fur et à mesure.
      </p>
      <div className="mt-8">
        <RequestWizard email={user.email} askClientPhone={user.phone === null} tariff={tariff} />
      </div>
    </section>
  );
}
