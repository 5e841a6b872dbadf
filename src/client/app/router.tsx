import { type ComponentType, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import {
  AdminRoute,
  PrivateRoute,
  SignedOutRoute,
  WaitingConfirmationRoute,
} from "../features/accounts/route-guards";
import { HomePage } from "../pages/home-page";
import { AppLayout } from "./layout/app-layout";
import { RouteErrorPage } from "./route-error-page";

/**
 * Every page but home is its own chunk, downloaded on first visit: a visitor on a slow phone never
 * downloads the account or admin screens (B5). Home stays in the main bundle because most visits
 * start there, and it also answers unknown paths.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page = lazy(async () => {
    const page: ComponentType = (await load())[name];
    return { default: page };
  });
  return <Page />;
}

const AdminDashboardPage = lazyPage(() => import("../pages/admin-dashboard-page"), "AdminDashboardPage");

/**
 * Page paths of DECISIONS A3 (plus B1 /suivi/:code and B4 /confidentialite), grouped by the access
 * rules of seed §2 and §6: each group's guard waits for the session and decides what shows.
 */
const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: "services", element: lazyPage(() => import("../pages/services-page"), "ServicesPage") },
  {
    path: "nos-sites-partenaires",
    element: lazyPage(() => import("../pages/partner-sites-page"), "PartnerSitesPage"),
  },
  {
    path: "contact-support",
    element: lazyPage(() => import("../pages/contact-support-page"), "ContactSupportPage"),
  },
  {
    path: "reset-password",
    element: lazyPage(() => import("../pages/reset-password-page"), "ResetPasswordPage"),
  },
  {
    path: "suivi/:code",
    element: lazyPage(() => import("../pages/public-tracking-page"), "PublicTrackingPage"),
  },
  { path: "confidentialite", element: lazyPage(() => import("../pages/privacy-page"), "PrivacyPage") },
  {
    element: <SignedOutRoute />,
    children: [{ path: "login", element: lazyPage(() => import("../pages/login-page"), "LoginPage") }],
  },
  // A visitor gets the login screen in place; the address stays, and so does the user after sign-in.
  {
    element: <PrivateRoute />,
    children: [
      { path: "request", element: lazyPage(() => import("../pages/request-page"), "RequestPage") },
      { path: "tracking", element: lazyPage(() => import("../pages/tracking-page"), "TrackingPage") },
      { path: "history", element: lazyPage(() => import("../pages/history-page"), "HistoryPage") },
      { path: "profile", element: lazyPage(() => import("../pages/profile-page"), "ProfilePage") },
    ],
  },
  {
    element: <WaitingConfirmationRoute />,
    children: [
      {
        path: "waiting-confirmation",
        element: lazyPage(() => import("../pages/waiting-confirmation-page"), "WaitingConfirmationPage"),
      },
    ],
  },
  // Seed §2: the three admin page names show the same admin view; anybody else is sent home.
  {
    element: <AdminRoute />,
    children: [
      { path: "admin-dashboard", element: AdminDashboardPage },
      { path: "admin-packages", element: AdminDashboardPage },
      { path: "admin-clients", element: AdminDashboardPage },
    ],
  },
  // An unknown path shows home (A3); the address stays as typed, so there is no redirect to loop on.
  { path: "*", element: <HomePage /> },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // The pathless child keeps header and footer on screen when a page fails.
    children: [{ errorElement: <RouteErrorPage />, children: pages }],
  },
]);
