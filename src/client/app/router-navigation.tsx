import { Link, NavLink, useLocation, useNavigate } from "react-router";
import type { Navigation } from "#client/lib/navigation";

/** The app's links and page changes are React Router's (see lib/navigation.tsx for why the indirection). */
export const routerNavigation: Navigation = {
  Link,
  NavLink,
  usePathname: () => useLocation().pathname,
  useNavigate: () => {
    const navigate = useNavigate();
    return (to) => void navigate(to);
  },
};
