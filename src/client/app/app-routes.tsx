import { Route, Routes } from "react-router";
import { TWO_FACTOR_SETUP_PATH } from "../features/accounts/access-rules";
import { lazyPage } from "../lib/lazy-page";
import { NavigationProvider } from "../lib/navigation";
import { AppLayout } from "./layout/app-layout";
import { routerNavigation } from "./router-navigation";

// The access guards are a chunk of their own too: public pages never need them.
const guards = () => import("../features/accounts/route-guards");
const PrivateRoute = lazyPage(guards, "PrivateRoute");
const AdminRoute = lazyPage(guards, "AdminRoute");
const SignedOutRoute = lazyPage(guards, "SignedOutRoute");
const WaitingConfirmationRoute = lazyPage(guards, "WaitingConfirmationRoute");

// TanStack Query comes with the pages that hold server data, never with the prerendered public pages.
const DataProvider = lazyPage(() => import("./data-provider"), "DataProvider");

const HomePage = lazyPage(() => import("../pages/home-page"), "HomePage");
const ServicesPage = lazyPage(() => import("../pages/services-page"), "ServicesPage");
const PartnerSitesPage = lazyPage(() => import("../pages/partner-sites-page"), "PartnerSitesPage");
const ContactSupportPage = lazyPage(() => import("../pages/contact-support-page"), "ContactSupportPage");
const PrivacyPage = lazyPage(() => import("../pages/privacy-page"), "PrivacyPage");
const ResetPasswordPage = lazyPage(() => import("../pages/reset-password-page"), "ResetPasswordPage");
const PublicTrackingPage = lazyPage(() => import("../pages/public-tracking-page"), "PublicTrackingPage");
const LoginPage = lazyPage(() => import("../pages/login-page"), "LoginPage");
const RequestPage = lazyPage(() => import("../pages/request-page"), "RequestPage");
const PaymentPage = lazyPage(() => import("../pages/payment-page"), "PaymentPage");
const TrackingPage = lazyPage(() => import("../pages/tracking-page"), "TrackingPage");
const HistoryPage = lazyPage(() => import("../pages/history-page"), "HistoryPage");
const MaBoitePage = lazyPage(() => import("../pages/ma-boite-page"), "MaBoitePage");
const ProfilePage = lazyPage(() => import("../pages/profile-page"), "ProfilePage");
const TwoFactorSetupPage = lazyPage(() => import("../pages/two-factor-setup-page"), "TwoFactorSetupPage");
const WaitingConfirmationPage = lazyPage(
  () => import("../pages/waiting-confirmation-page"),
  "WaitingConfirmationPage",
);
const AdminDashboardPage = lazyPage(() => import("../pages/admin-dashboard-page"), "AdminDashboardPage");
const AdminClientsPage = lazyPage(() => import("../pages/admin-clients-page"), "AdminClientsPage");
const AdminReceptionPage = lazyPage(() => import("../pages/admin-reception-page"), "AdminReceptionPage");

/**
 * Page paths and their access rules (docs/product/public-site.md#access), grouped by rule: each
 * group's guard waits for the session and decides what shows. The same
 * tree renders in the browser (BrowserRouter) and on the server for prerendering (StaticRouter).
 * Declarative routes rather than a data router: half the router's weight on every page (decision 025).
 */
export function AppRoutes() {
  return (
    // Links and page changes in shared components go through the router here (lib/navigation.tsx).
    <NavigationProvider value={routerNavigation}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="nos-sites-partenaires" element={<PartnerSitesPage />} />
          <Route path="contact-support" element={<ContactSupportPage />} />
          <Route path="confidentialite" element={<PrivacyPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route element={<SignedOutRoute />}>
            <Route path="login" element={<LoginPage />} />
          </Route>
          <Route element={<WaitingConfirmationRoute />}>
            <Route path="waiting-confirmation" element={<WaitingConfirmationPage />} />
          </Route>
          <Route path="suivi/:code" element={<PublicTrackingPage />} />
          <Route element={<DataProvider />}>
            {/* A visitor gets the login screen in place; the address stays, and so does the user after sign-in. */}
            <Route element={<PrivateRoute />}>
              <Route path="request" element={<RequestPage />} />
              <Route path="paiement/:parcelId" element={<PaymentPage />} />
              <Route path="tracking" element={<TrackingPage />} />
              <Route path="history" element={<HistoryPage />} />
              <Route path="ma-boite" element={<MaBoitePage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path={TWO_FACTOR_SETUP_PATH.slice(1)} element={<TwoFactorSetupPage />} />
            </Route>
            {/* The admin paths show the admin view (admin-clients lists clients); others are sent home. */}
            <Route element={<AdminRoute />}>
              <Route path="admin-dashboard" element={<AdminDashboardPage />} />
              <Route path="admin-packages" element={<AdminDashboardPage />} />
              <Route path="admin-clients" element={<AdminClientsPage />} />
              <Route path="admin-reception" element={<AdminReceptionPage />} />
            </Route>
          </Route>
          {/* An unknown path shows home (docs/product/public-site.md#navigation); the address stays as
              typed, so there is no redirect to loop on. */}
          <Route path="*" element={<HomePage />} />
        </Route>
      </Routes>
    </NavigationProvider>
  );
}
