import { MapPin } from "lucide-react";
import { AddressWithCopy } from "#client/features/accounts";

/**
 * The client's personal address at the warehouse (docs/product/ma-boite.md#reference), to paste into a
 * shop's checkout: `Copier l'adresse` copies every line at once.
 */
export function AddressBox({ lines, reference }: { lines: readonly string[]; reference: string }) {
  return (
    <section
      aria-labelledby="address-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="address-heading" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        Votre adresse de livraison à Paris
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Donnez-la telle quelle aux boutiques en ligne : votre référence <strong>{reference}</strong> nous dit
        que la commande est à vous.
      </p>
      <AddressWithCopy lines={[...lines]} className="mt-4" />
    </section>
  );
}
