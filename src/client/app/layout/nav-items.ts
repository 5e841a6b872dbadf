export type NavItem = {
  to: string;
  label: string;
  /** Only "/" needs it: without `end`, every path would highlight Accueil. */
  end?: boolean;
};

/** Visitor menu of seed §2. The customer and admin menus arrive with accounts. */
export const VISITOR_NAV: readonly NavItem[] = [
  { to: "/", label: "Accueil", end: true },
  { to: "/services", label: "Services" },
  { to: "/nos-sites-partenaires", label: "Nos sites partenaires" },
  { to: "/contact-support", label: "Contact & Support" },
  { to: "/login", label: "Connexion" },
];
