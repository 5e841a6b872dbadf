// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithData } from "#client/test/render";
import { ADMIN_WITHOUT_SESSION_FACTOR as ADMIN } from "#client/test/session-user";
import { TWO_FACTOR_SETUP_PATH } from "./access-rules";
import { AdminRoute, PrivateRoute } from "./route-guards";
import { sessionResource } from "./session";

function renderAt(path: string) {
  return renderWithData(
    <Routes>
      <Route element={<PrivateRoute />}>
        <Route path="tracking" element={<h1>Gestion des colis</h1>} />
        <Route path="profile" element={<h1>Mon Profil</h1>} />
        <Route path={TWO_FACTOR_SETUP_PATH.slice(1)} element={<h1>Sécuriser l'administration</h1>} />
      </Route>
      <Route element={<AdminRoute />}>
        <Route path="admin-dashboard" element={<h1>Administration</h1>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe("an administrator whose session lacks the second factor, in the browser", () => {
  it("is sent from every parcel page and the dashboard to /validation-deux-etapes", async () => {
    for (const path of ["/tracking", "/admin-dashboard"]) {
      sessionResource.set(ADMIN);
      const view = renderAt(path);
      expect(await screen.findByRole("heading", { name: "Sécuriser l'administration" })).toBeTruthy();
      view.unmount();
    }
  });

  it("keeps its own profile", async () => {
    sessionResource.set(ADMIN);
    renderAt("/profile");
    expect(await screen.findByRole("heading", { name: "Mon Profil" })).toBeTruthy();
  });

  it("sees every page once the session has the factor", async () => {
    sessionResource.set({ ...ADMIN, mustVerifyTwoFactor: false });
    renderAt("/tracking");
    expect(await screen.findByRole("heading", { name: "Gestion des colis" })).toBeTruthy();
  });
});
