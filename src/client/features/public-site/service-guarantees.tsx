import { Clock, ShieldCheck } from "lucide-react";

/** Insurance included; delivery 1–2 days after the transport date (docs/product/public-site.md#services). */
export function ServiceGuarantees() {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <ShieldCheck aria-hidden="true" className="size-8 text-brand-700" />
        <h3 className="mt-4 text-lg font-semibold text-stone-900">Assurance incluse</h3>
        <p className="mt-2 leading-relaxed text-stone-600">
          Chaque colis est assuré, sans supplément : l'assurance est comprise dans le tarif au kilo. En cas de
          perte ou de dommage pendant le transport, contactez le support avec la référence de votre colis et
          des photos ; nous traitons votre dossier directement avec le transporteur.
        </p>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <Clock aria-hidden="true" className="size-8 text-brand-700" />
        <h3 className="mt-4 text-lg font-semibold text-stone-900">Délais de livraison</h3>
        <p className="mt-2 leading-relaxed text-stone-600">
          Votre colis est livré <strong className="font-semibold text-stone-900">1 à 2 jours</strong> après la
          date de transport que vous avez choisie. La date d'arrivée estimée (date de transport + 1 jour)
          s'affiche dès votre demande, puis dans le suivi de votre colis.
        </p>
      </div>
    </div>
  );
}
