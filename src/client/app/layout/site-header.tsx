import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ButtonLink } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { type NavItem, VISITOR_NAV } from "./nav-items";

const MOBILE_MENU_ID = "menu-mobile";

// NavLink sets aria-current="page" on the current entry; the classes only make it visible.
const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100"
  }`;

export function SiteHeader({ items = VISITOR_NAV }: { items?: readonly NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

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

        <nav aria-label="Menu principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ButtonLink to="/login" onClick={closeMenu}>
            Se connecter
          </ButtonLink>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 lg:hidden"
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
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Menu mobile"
        hidden={!menuOpen}
        className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden"
      >
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={mobileLinkClass} onClick={closeMenu}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
