import { describe, expect, it } from "vitest";
import { sessionUser } from "#client/test/session-user";
import { ADMIN_NAV, CLIENT_NAV, navItemsFor, VISITOR_NAV } from "./nav-items";

const client = sessionUser({ email: "a@b.fr" });

describe("navItemsFor", () => {
  it("gives each audience its specified menu", () => {
    expect(navItemsFor(null)).toBe(VISITOR_NAV);
    expect(navItemsFor(client)).toBe(CLIENT_NAV);
    expect(navItemsFor({ ...client, role: "admin" })).toBe(ADMIN_NAV);
  });

  it("shows no menu while the session is loading", () => {
    expect(navItemsFor(undefined)).toEqual([]);
  });

  it("lists the customer menu in the specified order", () => {
    expect(CLIENT_NAV.map((item) => item.label)).toEqual([
      "Accueil",
      "Nouvelle Demande",
      "Mes Colis",
      "Ma boîte",
      "Historique",
      "Nos sites partenaires",
      "Contact & Support",
      "Mon Profil",
    ]);
  });

  it("gives the admin the dashboard only", () => {
    expect(ADMIN_NAV.map((item) => item.to)).toEqual(["/admin-dashboard"]);
  });
});
