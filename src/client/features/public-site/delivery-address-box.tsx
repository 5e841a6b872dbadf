import { ChevronUp, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { AddressWithCopy, usePersonalAddress, useSession } from "#client/features/accounts";
import { AppLink } from "#client/lib/navigation";
import { usePublicConfig } from "#client/lib/use-public-config";
import type { SessionUser } from "#shared/accounts";

export const SIGN_UP_INVITATION = "Créez votre compte pour recevoir votre adresse personnelle à Paris";

/**
 * The floating, collapsible box with the address to give the partner shops
 * (docs/product/public-site.md#partner-sites). On a phone it
 * is sticky at the bottom of the screen, folded, and comes to rest above the footer instead of
 * covering it; on a large screen it is open and sticky in the right-hand column, so it floats along
 * without hiding the shops. A native <details> folds and unfolds before any JavaScript has loaded
 * (the page is prerendered, decision 025). The page's layout gives it the room to stick in.
 *
 * A visitor reads the shared address and an invitation to create an account; a signed-in client reads
 * their personal address, the one that names them (docs/product/ma-boite.md#reference). The page is
 * prerendered and its island hydrated for a visitor only: a signed-in browser renders the whole app
 * instead (public/public-main.tsx), so the two never meet in one hydration.
 */
export function DeliveryAddressBox() {
  const { user } = useSession();
  const details = useRef<HTMLDetailsElement>(null);
  // Folded in the prerendered HTML (the same for every screen); a large screen has room to open it.
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 1024px)").matches) details.current.open = true;
  }, []);
  const client = user?.role === "client" ? user : null;

  return (
    <div className="pointer-events-none sticky bottom-0 z-30 flex justify-end pb-4 lg:top-24 lg:bottom-auto lg:pb-0">
      <details
        ref={details}
        className="group pointer-events-auto w-full overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-stone-300 sm:max-w-sm lg:max-w-none lg:shadow-lg"
      >
        <summary className="flex cursor-pointer list-none items-center gap-3 bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:-outline-offset-4 focus-visible:outline-accent-300 [&::-webkit-details-marker]:hidden">
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          <span className="flex-1">
            {client ? "Votre adresse de livraison" : "Notre adresse de livraison"}
          </span>
          <ChevronUp
            aria-hidden="true"
            className="size-5 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
          />
        </summary>
        <div className="p-4">{client ? <ClientAddress user={client} /> : <SharedAddress />}</div>
      </details>
    </div>
  );
}

function ClientAddress({ user }: { user: SessionUser }) {
  const lines = usePersonalAddress(user, "paris");
  return (
    <>
      <p className="text-sm text-stone-600">
        Votre adresse personnelle, à indiquer telle quelle sur le site partenaire : la ligne{" "}
        <strong className="whitespace-nowrap text-stone-900">{user.reference}</strong> nous dit que le colis
        est à vous.
      </p>
      <AddressWithCopy lines={lines} className="mt-3 [&>button]:w-full" />
    </>
  );
}

function SharedAddress() {
  const lines = usePublicConfig().data?.business.partnerDeliveryAddress;
  return (
    <>
      <p className="text-sm text-stone-600">À indiquer comme adresse de livraison sur le site partenaire :</p>
      <AddressWithCopy lines={lines} className="mt-3 [&>button]:w-full" />
      <p className="mt-3 text-sm text-stone-700">
        <AppLink to="/login?view=sign-up" className="font-medium text-brand-700 underline">
          {SIGN_UP_INVITATION}
        </AppLink>
        , avec votre nom et votre référence : nous reconnaissons vos commandes dès leur arrivée.
      </p>
    </>
  );
}
