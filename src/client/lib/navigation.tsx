import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from "react";

/**
 * Links and page changes for components that render both inside the app (React Router) and as islands
 * of a prerendered public page, where the router is not loaded at all: its ~12 KB would not fit the
 * public pages' budget (decision 076). The app provides the router's versions
 * (app/router-navigation.tsx); without them, a link is a plain link and a page change a page load.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

export type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Only "/" needs it: without `end`, every path would match. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

export interface Navigation {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  usePathname: () => string;
  useNavigate: () => (to: string) => void;
}

/** React Router's rule for NavLink: the path itself, or below it unless `end`. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  if (end || !pathname.startsWith(to)) return false;
  const slashAt = to.endsWith("/") ? to.length - 1 : to.length;
  return pathname.charAt(slashAt) === "/";
}

// data-discover: what React Router's <Link> writes into the prerendered HTML, so that hydration matches.
function PlainLink({ to, ...props }: LinkProps) {
  return <a {...props} href={to} data-discover="true" />;
}

function PlainNavLink({ to, end, className, ...props }: NavLinkProps) {
  const isActive = isActivePath(window.location.pathname, to, end);
  return (
    <PlainLink
      {...props}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? "page" : undefined}
    />
  );
}

const plainNavigation: Navigation = {
  Link: PlainLink,
  NavLink: PlainNavLink,
  usePathname: () => window.location.pathname,
  useNavigate: () => (to) => window.location.assign(to),
};

const NavigationContext = createContext<Navigation>(plainNavigation);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link to a page of the product: the router's inside the app, a plain one on a public page's island. */
export function AppLink(props: LinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

export function AppNavLink(props: NavLinkProps) {
  const { NavLink } = useNavigation();
  return <NavLink {...props} />;
}

/** The current path (re-renders on page changes inside the app). */
export function usePathname(): string {
  return useNavigation().usePathname();
}

/** Goes to a page: a router page change inside the app, a page load on a public page's island. */
export function useAppNavigate(): (to: string) => void {
  return useNavigation().useNavigate();
}
