import { NavLink } from "react-router";

const LINK =
  "rounded-lg px-3 py-2 text-sm font-medium transition-colors aria-[current=page]:bg-brand-700 aria-[current=page]:text-white text-stone-700 hover:bg-stone-100";

/** Between the dashboard and the clients page (B6); the header menu keeps the seed's single entry. */
export function AdminNav() {
  return (
    <nav aria-label="Administration" className="flex gap-2">
      <NavLink to="/admin-dashboard" className={LINK}>
        Tableau de bord
      </NavLink>
      <NavLink to="/admin-clients" className={LINK}>
        Clients
      </NavLink>
    </nav>
  );
}
