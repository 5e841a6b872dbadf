import type { SessionUser } from "#shared/accounts";

export type NavItem = {
  to: string;
  label: string;
  /** Only "/" needs it: without `end`, every path would highlight Accueil. */
  end?: boolean;
};

/** The three menus (docs/product/public-site.md#menus). */
export const VISITOR_NAV: readonly NavItem[] = [
  { to: "/", label: "Accueil", end: true },
  { to: "/services", label: "Services" },
  { to: "/nos-sites-partenaires", label: "Nos sites partenaires" },
  { to: "/contact-support", label: "Contact & Support" },
  { to: "/login", label: "Connexion" },
];

export const CLIENT_NAV: readonly NavItem[] = [
  { to: "/", label: "Accueil", end: true },
  { to: "/request", label: "Nouvelle Demande" },
  { to: "/tracking", label: "Mes Colis" },
  { to: "/ma-boite", label: "Ma boîte" },
  { to: "/history", label: "Historique" },
  { to: "/nos-sites-partenaires", label: "Nos sites partenaires" },
  { to: "/contact-support", label: "Contact & Support" },
  { to: "/profile", label: "Mon Profil" },
];

/** The admin sees only the dashboard (plus the header's green badge). */
export const ADMIN_NAV: readonly NavItem[] = [{ to: "/admin-dashboard", label: "Tableau de bord" }];

/** No menu while the session loads: showing the visitor's, then swapping it, would flicker. */
export function navItemsFor(user: SessionUser | null | undefined): readonly NavItem[] {
  if (user === undefined) return [];
  if (user === null) return VISITOR_NAV;
  return user.role === "admin" ? ADMIN_NAV : CLIENT_NAV;
}
