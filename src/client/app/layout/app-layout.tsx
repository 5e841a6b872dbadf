import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useSession } from "#client/features/accounts/session";
import { SignOutProvider, useSignOutWithFade } from "#client/features/accounts/sign-out";
import { lazyPage } from "#client/lib/lazy-page";
import { Island } from "#client/public/island";
import { PagePlaceholder } from "#client/ui/page-placeholder";
import { PageErrorBoundary } from "../page-error-boundary";

// Only the confirmation link lands with `?confirmed=1`: no other visit downloads the notice.
const ConfirmationNotice = lazyPage(
  () => import("#client/features/accounts/confirmation-notice"),
  "ConfirmationNotice",
);
// Only a deleted account lands with `?compte=supprime`.
const AccountDeletedNotice = lazyPage(
  () => import("#client/features/accounts/account-deleted-notice"),
  "AccountDeletedNotice",
);

import { AccountActions, MobileAccountSummary } from "./header-account";
import { HydrationMarker } from "./hydration-marker";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useScrollToTopOnPageChange } from "./use-scroll-to-top";

const MAIN_ID = "contenu";

/** Header, one <main> landmark and footer around every page; the session decides the menus. */
export function AppLayout() {
  const { pathname, search } = useLocation();
  useScrollToTopOnPageChange();
  const { user } = useSession();
  const { signOut, signingOut } = useSignOutWithFade();

  return (
    <SignOutProvider value={signOut}>
      {/* On logout the page fades out (300 ms) before home shows (docs/product/accounts.md#sign-out). */}
      <div
        className={`flex min-h-dvh flex-col motion-safe:transition-opacity motion-safe:duration-300 ${signingOut ? "opacity-0" : "opacity-100"}`}
        aria-busy={signingOut || undefined}
      >
        {/* First stop of the Tab key: keyboard users skip the menu. */}
        <a
          href={`#${MAIN_ID}`}
          className="sr-only rounded-lg bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
        >
          Aller au contenu
        </a>
        <Island name="site-header">
          <SiteHeader
            user={user}
            account={
              user
                ? {
                    actions: (
                      <AccountActions user={user} onSignOut={() => void signOut()} signingOut={signingOut} />
                    ),
                    summary: <MobileAccountSummary user={user} />,
                  }
                : undefined
            }
          />
        </Island>
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {search.includes("confirmed=") && (
            <Suspense fallback={null}>
              <ConfirmationNotice />
            </Suspense>
          )}
          {search.includes("compte=supprime") && (
            <Suspense fallback={null}>
              <AccountDeletedNotice />
            </Suspense>
          )}
          {/* Pages are code-split: a placeholder shows while a page's code downloads. */}
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PagePlaceholder />}>
              <Outlet />
              <HydrationMarker />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <SiteFooter signedIn={Boolean(user)} />
      </div>
    </SignOutProvider>
  );
}
