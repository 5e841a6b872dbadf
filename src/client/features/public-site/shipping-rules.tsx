import { Ban, CircleCheck } from "lucide-react";
import { CheckList } from "#client/ui/check-list";

const ALLOWED = [
  "Vêtements, chaussures et linge de maison",
  "Produits de beauté et d'hygiène, fermés",
  "Petit électroménager et appareils électroniques, avec leur facture",
  "Téléphones et ordinateurs, batterie intégrée",
  "Documents, livres et fournitures scolaires",
  "Épicerie sèche en emballage d'origine (biscuits, conserves, café…)",
];

const FORBIDDEN = [
  "Produits dangereux ou inflammables : gaz, aérosols, solvants, batteries lithium seules",
  "Armes, munitions et répliques",
  "Stupéfiants et médicaments sans ordonnance",
  "Contrefaçons",
  "Argent liquide, bijoux et objets de grande valeur",
  "Denrées périssables, animaux et plantes",
];

function RuleList({ items, allowed }: { items: string[]; allowed: boolean }) {
  return (
    <CheckList
      items={items}
      className="mt-4 space-y-3"
      itemClassName="flex items-start gap-2.5 leading-relaxed text-stone-800"
      icon={allowed ? CircleCheck : Ban}
      iconClassName={`mt-0.5 size-5 shrink-0 ${allowed ? "text-brand-700" : "text-red-700"}`}
    />
  );
}

/**
 * What can and cannot travel (docs/product/public-site.md#services). The carrier has the last word on any
 * doubtful item.
 */
export function ShippingRules() {
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <h3 className="text-lg font-semibold text-brand-900">Ce que vous pouvez envoyer</h3>
        <RuleList items={ALLOWED} allowed />
      </div>
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h3 className="text-lg font-semibold text-red-900">Ce qui est interdit</h3>
        <RuleList items={FORBIDDEN} allowed={false} />
      </div>
    </div>
  );
}
