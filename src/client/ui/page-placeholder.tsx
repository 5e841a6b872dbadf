import { useLocation } from "react-router";
import { ParcelCardSkeletons } from "./parcel-card-skeletons";
import { Spinner } from "./spinner";

/** The pages that open on a list of cards (Mes Colis, the history, the admin's views). */
const LIST_PAGES = /^\/(tracking|history|admin-dashboard|admin-packages|admin-clients)\/?$/;

/**
 * What shows while a page's code or the session arrives: on a list page, the shape of the list (a title
 * and grey cards, as the server's HTML already drew it: decision 077) rather than a lone spinner; a
 * spinner elsewhere. Screen readers hear "Chargement…" once either way.
 */
export function PagePlaceholder() {
  const { pathname } = useLocation();
  if (!LIST_PAGES.test(pathname)) return <Spinner />;
  return (
    <section role="status" aria-label="Chargement…" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div aria-hidden="true">
        <div className="h-9 w-48 rounded bg-stone-200 motion-safe:animate-pulse" />
        <div className="mt-3 h-4 w-72 max-w-full rounded bg-stone-200 motion-safe:animate-pulse" />
        <div className="mt-8 lg:w-2/5">
          <ParcelCardSkeletons count={3} />
        </div>
      </div>
    </section>
  );
}
