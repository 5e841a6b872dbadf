import { AppNavLink as NavLink } from "#client/lib/navigation";
import type { NavItem } from "./nav-items";

// NavLink sets aria-current="page" on the current entry; the classes only make it visible.
const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100"
  }`;

export function DesktopNav({ items, className = "" }: { items: readonly NavItem[]; className?: string }) {
  return (
    <nav aria-label="Menu principal" className={className}>
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
  );
}

export function MobileNavLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={mobileLinkClass} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
