import { ChevronDown, MapPin } from "lucide-react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { CopyButton } from "#client/ui/copy-button";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import type { SessionUser } from "#shared/accounts";
import { personalAddress } from "#shared/shop-orders/personal-address";

/** Where a client's orders are delivered: the Paris warehouse, or the Lomé counter for the reverse route. */
export type AddressPlace = "paris" | "lome";

/**
 * A client's personal address at one place (docs/product/ma-boite.md#reference): their name, the
 * warehouse's first line with their reference, the rest as configured. Undefined while the
 * configuration loads.
 */
export function usePersonalAddress(
  user: Pick<SessionUser, "name" | "reference">,
  place: AddressPlace,
): string[] | undefined {
  const business = usePublicConfig().data?.business;
  if (!business) return undefined;
  const warehouse = place === "paris" ? business.partnerDeliveryAddress : business.receptionAddressTg;
  return personalAddress(user.name, user.reference, warehouse);
}

/** A reference (`CLB-4K7P`) is read as one word: a narrow box never cuts it at its dash. */
function KeptWhole({ line }: { line: string }) {
  const parts = line.split(/(CLB-[0-9A-Z]{4}(?:-[0-9]+)?)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move.
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The address as lines, and `Copier l'adresse` copying all of them joined by new lines: what a shop's
 * checkout form or a message to a sender wants.
 */
export function AddressWithCopy({ lines, className }: { lines: string[] | undefined; className?: string }) {
  if (!lines) return <SkeletonLines lines={4} className={className} />;
  return (
    <div className={className}>
      <address className="rounded-lg bg-stone-100 p-3 leading-relaxed text-stone-900 not-italic">
        {lines.map((line, index) => (
          // Two lines may read the same (a configured address repeating its city): the index keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
          <span key={index} className="block wrap-break-word">
            <KeptWhole line={line} />
          </span>
        ))}
      </address>
      <CopyButton
        text={lines.join("\n")}
        label="Copier l'adresse"
        announcement="Adresse copiée dans le presse-papiers"
        className="mt-3 w-full sm:w-auto"
      />
    </div>
  );
}

/**
 * Mes Colis' reminder of the client's address in Paris: one folded line with the reference, the
 * address and its copy button when opened, so it never pushes the parcels down.
 */
export function PersonalAddressReminder({ user }: { user: Pick<SessionUser, "name" | "reference"> }) {
  const lines = usePersonalAddress(user, "paris");
  return (
    <details className="group mt-4 rounded-xl border border-brand-200 bg-brand-50 text-sm text-brand-900">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span className="flex-1">
          Votre adresse à Paris pour vos achats en ligne :{" "}
          <strong className="whitespace-nowrap">{user.reference}</strong>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      <AddressWithCopy lines={lines} className="px-4 pb-4" />
    </details>
  );
}

/**
 * The profile's card: the address in Paris for shops in France, and the one at the Lomé counter for the
 * reverse route (Togo → France); the same reference in both.
 */
export function PersonalAddresses({ user }: { user: Pick<SessionUser, "name" | "reference"> }) {
  const paris = usePersonalAddress(user, "paris");
  const lome = usePersonalAddress(user, "lome");
  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-2">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-stone-900">À Paris, pour vos achats en France</h3>
        <AddressWithCopy lines={paris} />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-stone-900">À Lomé, pour un envoi vers la France</h3>
        <AddressWithCopy lines={lome} />
      </div>
    </div>
  );
}
