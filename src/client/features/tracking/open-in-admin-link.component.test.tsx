// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import type { PublicTracking } from "#shared/tracking/tracking-schemas";
import { OpenInAdminLink } from "./open-in-admin-link";
import { PublicTrackingView } from "./public-tracking-view";

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPEN = "Ouvrir dans l'administration";

/** Where the click leads: the admin dashboard with the parcel to open. */
function Landing() {
  const location = useLocation();
  return <p>{`Arrivé sur ${location.pathname}${location.search}`}</p>;
}

function tracking(code: string): PublicTracking {
  return {
    trackingCode: code,
    fromCountry: "FR",
    toCountry: "TG",
    status: "received",
    statusLabel: "Reçu",
    statusTone: "indigo",
    estimatedArrivalDate: null,
    collectionPoint: null,
    history: [
      { status: "received", note: "Colis reçu", location: null, createdAt: "2026-03-01T10:00:00.000Z" },
    ],
  };
}

describe("'Ouvrir dans l'administration' on the public tracking page", () => {
  it("is never shown to a visitor, a client, or while the session is unknown", () => {
    for (const viewer of [null, { role: "client" }, undefined]) {
      const view = renderWithData(<OpenInAdminLink code="ABCDEFGH2345" viewer={viewer} />);
      expect(screen.queryByRole("button", { name: OPEN })).toBeNull();
      view.unmount();
    }
  });

  it("resolves the code through the admin endpoint and opens the parcel in the admin dashboard", async () => {
    const server = fakeServer({
      "GET /api/admin/parcels/by-tracking-code/ABCDEFGH2345": { body: { id: "pkg-42" } },
    });
    const { user } = renderWithData(
      <Routes>
        <Route
          path="/suivi/:code"
          element={<OpenInAdminLink code="ABCDEFGH2345" viewer={{ role: "admin" }} />}
        />
        <Route path="/admin-dashboard" element={<Landing />} />
      </Routes>,
      { path: "/suivi/ABCDEFGH2345" },
    );
    await user.click(screen.getByRole("button", { name: OPEN }));
    expect(await screen.findByText("Arrivé sur /admin-dashboard?colis=pkg-42")).toBeVisible();
    expect(server.sent("GET", "/api/admin/parcels/by-tracking-code/ABCDEFGH2345")).toHaveLength(1);
  });

  it("says why when the parcel cannot be found, and stays on the page", async () => {
    fakeServer({
      "GET /api/admin/parcels/by-tracking-code/ABCDEFGH2346": {
        status: 404,
        body: { code: "NOT_FOUND", message: "Colis introuvable" },
      },
    });
    const { user } = renderWithData(<OpenInAdminLink code="ABCDEFGH2346" viewer={{ role: "admin" }} />);
    await user.click(screen.getByRole("button", { name: OPEN }));
    expect(await screen.findByText("Colis introuvable")).toBeVisible();
  });

  it("appears on the tracking card for an administrator only; the public call is the same for everyone", async () => {
    for (const [viewer, code, shown] of [
      [{ role: "admin" }, "ABCDEFGH2347", true],
      [{ role: "client" }, "ABCDEFGH2348", false],
      [null, "ABCDEFGH2349", false],
    ] as const) {
      const server = fakeServer({ [`GET /api/public/tracking/${code}`]: { body: tracking(code) } });
      const view = renderWithData(<PublicTrackingView code={code} viewer={viewer} />);
      expect(await screen.findByText(code)).toBeVisible();
      expect(screen.queryByRole("button", { name: OPEN }) !== null).toBe(shown);
      // Nothing is asked of the administration until the button is pressed.
      expect(server.requests.map((request) => request.path)).toEqual([`/api/public/tracking/${code}`]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
