import type { ReactNode } from "react";

/**
 * The interactive parts of the prerendered public pages. A visitor's browser hydrates only these
 * (public/public-main.tsx) instead of the whole page and its router (decision 076).
 */
export type IslandName =
  | "site-header"
  | "scroll-to-services"
  | "price-calculator"
  | "delivery-address"
  | "support-hours"
  | "public-tracking";

/**
 * Marks an island in the page: the element React hydrates it into. `display: contents` leaves the layout
 * as if it were not there. What it wraps must render the same from what the browser knows without the
 * page around it (the configuration, the address, a visitor): public/islands.tsx renders it so. Inside
 * the app, it is a plain element.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
