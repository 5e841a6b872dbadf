import { ChevronUp, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { CopyButton } from "#client/ui/copy-button";
import { SkeletonLines } from "#client/ui/skeleton-lines";

/**
 * The floating, collapsible box with the address to give the partner shops
 * (docs/product/public-site.md#partner-sites). On a phone it
 * is sticky at the bottom of the screen, folded, and comes to rest above the footer instead of
 * covering it; on a large screen it is open and sticky in the right-hand column, so it floats along
 * without hiding the shops. A native <details> folds and unfolds before any JavaScript has loaded
 * (the page is prerendered, decision 025). The page's layout gives it the room to stick in.
 */
export function DeliveryAddressBox() {
  const lines = usePublicConfig().data?.business.partnerDeliveryAddress;
  const details = useRef<HTMLDetailsElement>(null);
  // Folded in the prerendered HTML (the same for every screen); a large screen has room to open it.
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 1024px)").matches) details.current.open = true;
  }, []);

  return (
    <div className="pointer-events-none sticky bottom-0 z-30 flex justify-end pb-4 lg:top-24 lg:bottom-auto lg:pb-0">
      <details
        ref={details}
        className="group pointer-events-auto w-full overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-stone-300 sm:max-w-sm lg:max-w-none lg:shadow-lg"
      >
        <summary className="flex cursor-pointer list-none items-center gap-3 bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:-outline-offset-4 focus-visible:outline-accent-300 [&::-webkit-details-marker]:hidden">
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          <span className="flex-1">Notre adresse de livraison</span>
          <ChevronUp
            aria-hidden="true"
            className="size-5 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
          />
        </summary>
        <div className="p-4">
          <p className="text-sm text-stone-600">
            À indiquer comme adresse de livraison sur le site partenaire :
          </p>
          {lines ? (
            <>
              <address className="mt-3 rounded-lg bg-stone-100 p-3 leading-relaxed text-stone-900 not-italic">
                {lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <CopyButton
                text={lines.join("\n")}
                label="Copier l'adresse"
                announcement="Adresse copiée dans le presse-papiers"
                className="mt-3 w-full"
              />
            </>
          ) : (
            <SkeletonLines lines={4} className="mt-3" />
          )}
        </div>
      </details>
    </div>
  );
}
