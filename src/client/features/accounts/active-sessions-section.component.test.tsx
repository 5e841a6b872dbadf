// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { type ActiveSession, SESSION_NOT_FOUND } from "#shared/active-sessions";
import { ActiveSessionsSection } from "./active-sessions-section";

const LIST = "/api/accounts/sessions";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();

function session(overrides: Partial<ActiveSession>): ActiveSession {
  return {
    id: "S-LAPTOP",
    device: "Firefox sur Windows",
    place: "France",
    ipAddress: "90.84.1.*",
    createdAt: "2026-11-20T09:00:00.000Z",
    lastSeenAt: minutesAgo(0),
    current: false,
    ...overrides,
  };
}

// The server's order: newest activity first, which need not put this device first.
const PHONE = session({
  id: "S-PHONE",
  device: "Chrome sur Android",
  place: "Togo",
  ipAddress: "41.207.160.*",
  lastSeenAt: minutesAgo(5),
});
const THIS = session({ id: "S-THIS", lastSeenAt: minutesAgo(60 * 30), current: true });
const TABLET = session({
  id: "S-TABLET",
  device: "Safari sur iPad",
  place: "Lieu inconnu",
  ipAddress: null,
  lastSeenAt: minutesAgo(60 * 26),
});

/** A server holding these sessions; ending them takes them out of the list it answers. */
function serverWith(sessions: ActiveSession[]) {
  let held = sessions;
  return fakeServer({
    [`GET ${LIST}`]: () => ({ body: { sessions: held } }),
    [`DELETE ${LIST}/S-PHONE`]: () => {
      held = held.filter((s) => s.id !== "S-PHONE");
      return { status: 204 };
    },
    [`POST ${LIST}/end-others`]: () => {
      const ended = held.filter((s) => !s.current).length;
      held = held.filter((s) => s.current);
      return { body: { ended } };
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Appareils connectés", () => {
  it("lists this device first with its badge, then the others with place, IP and last activity", async () => {
    serverWith([PHONE, THIS, TABLET]);
    renderWithData(<ActiveSessionsSection />);
    const section = screen.getByRole("region", { name: "Appareils connectés" });
    const items = await within(section).findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Firefox sur WindowsCet appareil");
    expect(items[0]).toHaveTextContent("Actif maintenant");
    expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(items[1]).toHaveTextContent("Chrome sur Android");
    expect(items[1]).toHaveTextContent("Togo · 41.207.160.*");
    expect(items[1]).toHaveTextContent("Dernière activité : il y a 5 min");
    expect(items[2]).toHaveTextContent("Lieu inconnu");
    expect(items[2]).toHaveTextContent(/Dernière activité : le \d{1,2} [a-zéû]+ \d{4} à \d{1,2} h( \d\d)?/);
    expect(screen.getByRole("button", { name: "Déconnecter Chrome sur Android (Togo)" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Déconnecter Safari sur iPad (Lieu inconnu)" })).toBeVisible();
    // The country data's licence asks for its credit.
    expect(screen.getByRole("link", { name: /^IP2Location LITE/ })).toHaveAttribute(
      "href",
      "https://lite.ip2location.com",
    );
  });

  it("asks before ending a device, then ends it and says so", async () => {
    const server = serverWith([PHONE, THIS]);
    const { user } = renderWithData(<ActiveSessionsSection />);
    await user.click(await screen.findByRole("button", { name: "Déconnecter Chrome sur Android (Togo)" }));
    const confirm = screen.getByRole("button", { name: "Oui, déconnecter" });
    expect(confirm).toHaveFocus();
    expect(screen.getByRole("group", { name: /^Déconnecter Chrome sur Android\u202f\?/ })).toBeVisible();
    expect(server.sent("DELETE", `${LIST}/S-PHONE`)).toHaveLength(0);

    await user.click(confirm);
    expect(await screen.findByRole("status")).toHaveTextContent("L'appareil a été déconnecté.");
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(server.sent("DELETE", `${LIST}/S-PHONE`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Déconnecter les autres appareils" })).toBeNull();
  });

  it("sends nothing on 'Annuler' and gives the focus back to the button", async () => {
    const server = serverWith([PHONE, THIS]);
    const { user } = renderWithData(<ActiveSessionsSection />);
    const endPhone = await screen.findByRole("button", { name: "Déconnecter Chrome sur Android (Togo)" });
    await user.click(endPhone);
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("button", { name: "Oui, déconnecter" })).toBeNull();
    expect(endPhone).toHaveFocus();
    expect(server.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("ends every other device after one confirmation, and says how many", async () => {
    const server = serverWith([PHONE, THIS, TABLET]);
    const { user } = renderWithData(<ActiveSessionsSection />);
    await user.click(await screen.findByRole("button", { name: "Déconnecter les autres appareils" }));
    expect(
      screen.getByText(
        "Déconnecter les 2 autres appareils ? Il faudra s'y reconnecter avec le mot de passe du compte.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Oui, tout déconnecter" }));
    expect(await screen.findByRole("status")).toHaveTextContent("2 autres appareils ont été déconnectés.");
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(server.sent("POST", `${LIST}/end-others`)).toHaveLength(1);
  });

  it("shows the server's French message when a device had already gone, and reads the list again", async () => {
    let reads = 0;
    fakeServer({
      [`GET ${LIST}`]: () => {
        reads += 1;
        return { body: { sessions: reads === 1 ? [PHONE, THIS] : [THIS] } };
      },
      [`DELETE ${LIST}/S-PHONE`]: { status: 404, body: { code: "NOT_FOUND", message: SESSION_NOT_FOUND } },
    });
    const { user } = renderWithData(<ActiveSessionsSection />);
    await user.click(await screen.findByRole("button", { name: "Déconnecter Chrome sur Android (Togo)" }));
    await user.click(screen.getByRole("button", { name: "Oui, déconnecter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(asRead(SESSION_NOT_FOUND));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
  });

  it("offers to try again when the list cannot be read", async () => {
    fakeServer({
      [`GET ${LIST}`]: { status: 500, body: { code: "INTERNAL", message: "Une erreur est survenue." } },
    });
    renderWithData(<ActiveSessionsSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Une erreur est survenue.");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeVisible();
  });
});
