import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "../../ui/spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useScrollToTopOnPageChange } from "./use-scroll-to-top";

const MAIN_ID = "contenu";

/** Header, one <main> landmark and footer around every page. */
export function AppLayout() {
  useScrollToTopOnPageChange();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First stop of the Tab key: keyboard users skip the menu. */}
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-lg bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Pages are code-split: the spinner shows while a page's code downloads. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
