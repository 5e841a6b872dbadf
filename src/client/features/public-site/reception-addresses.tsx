import { MapPin } from "lucide-react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { SkeletonLines } from "#client/ui/skeleton-lines";

function AddressCard({ title, lines }: { title: string; lines: string[] | undefined }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h3>
      {lines ? (
        <address className="mt-3 leading-relaxed text-stone-800 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <SkeletonLines lines={4} className="mt-3" />
      )}
    </li>
  );
}

/**
 * Where parcels are dropped off and collected, in France and in Togo (settings,
 * docs/product/public-site.md#contact).
 */
export function ReceptionAddresses() {
  const business = usePublicConfig().data?.business;
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2">
      <AddressCard title="En France" lines={business?.receptionAddressFr} />
      <AddressCard title="Au Togo" lines={business?.receptionAddressTg} />
    </ul>
  );
}
