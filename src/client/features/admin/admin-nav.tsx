import { NavLink } from "react-router";

const LINK =
  "rounded-lg px-3 py-2 text-sm font-medium transition-colors aria-[current=page]:bg-brand-700 aria-[current=page]:text-white text-stone-700 hover:bg-stone-100";

/**
 * Between the dashboard, the clients page, the reception of shop orders and the profile (where the carrier's e-mail alerts are
 * switched); the header menu keeps its single admin entry.
 */
export function AdminNav() {
  return (
    <nav aria-label="Administration" className="flex flex-wrap gap-2">
      <NavLink to="/admin-dashboard" className={LINK}>
        Tableau de bord
      </NavLink>
      <NavLink to="/admin-clients" className={LINK}>
        Clients
      </NavLink>
      <NavLink to="/admin-reception" className={LINK}>
        Réception
      </NavLink>
      <NavLink to="/profile" className={LINK}>
        Mon Profil
      </NavLink>
    </nav>
  );
}
