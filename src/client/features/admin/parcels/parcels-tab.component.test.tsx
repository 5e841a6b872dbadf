// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { parcelDetail } from "#client/test/parcel-detail";
import { renderWithData } from "#client/test/render";
import { ParcelsTab } from "./parcels-tab";

const ID = "pkg-01JDEMO0000000000000000001";

afterEach(() => {
  vi.unstubAllGlobals();
});

function Search() {
  return <p>{`Adresse : ${useLocation().search || "(aucun paramètre)"}`}</p>;
}

/** `/admin-dashboard?colis=<id>`: where the public page's 'Ouvrir dans l'administration' leads (docs/product/departures.md#scanning). */
describe("the parcel tab opened on one parcel", () => {
  it("opens that parcel's action dialog at once, and forgets the parameter once closed", async () => {
    fakeServer({
      "GET /api/admin/statistics": { status: 500, body: { code: "INTERNAL", message: "Erreur" } },
      "GET /api/admin/parcels": { body: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 } },
      [`GET /api/parcels/${ID}`]: { body: { parcel: parcelDetail({ id: ID }) } },
    });
    const { user } = renderWithData(
      <Routes>
        <Route
          path="/admin-dashboard"
          element={
            <>
              <ParcelsTab />
              <Search />
            </>
          }
        />
      </Routes>,
      { path: `/admin-dashboard?colis=${ID}` },
    );
    const dialog = await screen.findByRole("dialog", { name: "Détails du colis" });
    expect(await screen.findByText(asRead(ID), { exact: false })).toBeVisible();
    await user.click(screen.getAllByRole("button", { name: "Fermer" })[0] as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText("Adresse : (aucun paramètre)")).toBeVisible();
  });

  it("opens no dialog without the parameter", async () => {
    fakeServer({
      "GET /api/admin/statistics": { status: 500, body: { code: "INTERNAL", message: "Erreur" } },
      "GET /api/admin/parcels": { body: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 } },
    });
    renderWithData(<ParcelsTab />, { path: "/admin-dashboard" });
    expect(await screen.findByText("0 résultat(s) sur 0")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
