import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { AppLink as Link, usePathname } from "#client/lib/navigation";
import { ButtonLink } from "#client/ui/button";
import { Logo } from "#client/ui/logo";
import type { SessionUser } from "#shared/accounts";
import { DesktopNav, MobileNavLinks } from "./header-nav";
import { navItemsFor } from "./nav-items";

const MOBILE_MENU_ID = "menu-mobile";

type SiteHeaderProps = {
  /** undefined while the session loads, null for a visitor. */
  user: SessionUser | null | undefined;
  /**
   * The signed-in parts (header-account.tsx), given by the layout: the header itself never imports them,
   * so that a visitor's page, which hydrates the header alone, does not download them (decision 076).
   */
  account?: { actions: ReactNode; summary: ReactNode };
};

export function SiteHeader({ user, account }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();
  const items = navItemsFor(user);
  // The customer menu's seven entries and the account area do not fit one row: the menu gets its own.
  const navOnOwnRow = items.length > 5;

  // Any page change closes the menu, including back/forward, which no click handler sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Colibri, accueil" className="shrink-0" onClick={closeMenu}>
          <Logo />
        </Link>

        {!navOnOwnRow && <DesktopNav items={items} className="hidden lg:block" />}

        <div className="flex min-w-0 items-center gap-3">
          {user === null && (
            <ButtonLink to="/login" onClick={closeMenu}>
              Se connecter
            </ButtonLink>
          )}
          {user && account?.actions}
          {items.length > 0 && (
            <button
              type="button"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={menuOpen ? "Fermer le menu" : "Ouvrir le menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          )}
        </div>
      </div>

      {navOnOwnRow && (
        <div className="hidden border-t border-stone-100 lg:block">
          <DesktopNav items={items} className="mx-auto max-w-6xl px-4 py-1.5 sm:px-6" />
        </div>
      )}

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Menu mobile"
        hidden={!menuOpen}
        className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden"
      >
        {user && account?.summary}
        <MobileNavLinks items={items} onNavigate={closeMenu} />
      </nav>
    </header>
  );
}
