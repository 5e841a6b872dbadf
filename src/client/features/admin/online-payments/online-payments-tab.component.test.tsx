// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import type { AdminOnlinePayment } from "#shared/payments/online-payment";
import { AdminDashboard } from "../admin-dashboard";
import { OnlinePaymentsTab } from "./online-payments-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAID_TWICE: AdminOnlinePayment = {
  id: "opay-1",
  parcelId: "pkg-1",
  provider: "fedapay",
  providerTransactionId: "100001",
  purpose: "price",
  amountFcfa: 15720,
  currency: "XOF",
  status: "approved",
  applied: false,
  problem: "already_paid",
  createdAt: "2026-11-28T10:00:00.000Z",
  updatedAt: "2026-11-28T10:05:00.000Z",
  confirmedAt: "2026-11-28T10:05:00.000Z",
  refundedAt: null,
  trackingCode: "ABCDEFGH2345",
  description: "Pagnes et chaussures",
  clientName: "Yawa Mensah",
};

const PENDING: AdminOnlinePayment = {
  ...PAID_TWICE,
  id: "opay-2",
  status: "pending",
  problem: null,
  confirmedAt: null,
  description: "Livres scolaires",
};

/** The server: the summary, and the list for each filter (`toHandle=1`, `status=pending`, all). */
function server(state: { toHandle: number; refunded: boolean }) {
  return fakeServer({
    "GET /api/admin/online-payments/summary": () => ({ body: { toHandle: state.toHandle } }),
    "GET /api/admin/online-payments": ({ search }) => {
      const held = state.refunded ? { ...PAID_TWICE, refundedAt: "2026-11-29T09:00:00.000Z" } : PAID_TWICE;
      if (search.includes("toHandle=1")) return { body: { payments: state.refunded ? [] : [held] } };
      if (search.includes("status=pending")) return { body: { payments: [PENDING] } };
      return { body: { payments: [held, PENDING] } };
    },
    "POST /api/admin/online-payments/opay-1/refunded": () => {
      state.refunded = true;
      state.toHandle = 0;
      return { body: { toHandle: 0 } };
    },
  });
}

describe("« Paiements en ligne »", () => {
  it("opens on « À traiter » when a payment could not be recorded, and marks it refunded once confirmed", async () => {
    const fake = server({ toHandle: 1, refunded: false });
    const { user } = renderWithData(<OnlinePaymentsTab />);
    const toHandle = await screen.findByRole("radio", { name: /À traiter/ });
    expect((toHandle as HTMLInputElement).checked).toBe(true);
    const list = await screen.findByRole("list", { name: "Paiements en ligne" });
    expect(within(list).getByText(/Reçu alors que le montant était déjà réglé/)).toBeTruthy();
    expect(within(list).queryByText("Livres scolaires")).toBeNull();

    await user.click(within(list).getByRole("button", { name: "Marquer comme remboursé" }));
    const dialog = await screen.findByRole("dialog", { name: "Marquer le paiement comme remboursé" });
    expect(fake.sent("POST", "/api/admin/online-payments/opay-1/refunded")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Marquer comme remboursé" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fake.sent("POST", "/api/admin/online-payments/opay-1/refunded")).toEqual([
      expect.objectContaining({ body: { confirmed: true } }),
    ]);
    expect(await screen.findByText("Aucun paiement en ligne à traiter.")).toBeTruthy();
    // Under « Tous », it says when it went back.
    await user.click(screen.getByRole("radio", { name: "Tous" }));
    expect(await screen.findByText(/^Remboursé au client le/)).toBeTruthy();
  });

  it("opens on the pending payments when nothing is to be handled", async () => {
    server({ toHandle: 0, refunded: false });
    renderWithData(<OnlinePaymentsTab />);
    expect(await screen.findByText("Livres scolaires")).toBeTruthy();
    expect(
      (screen.getByRole("radio", { name: "En attente de confirmation" }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe("the dashboard's « À traiter » badge", () => {
  it("counts on the « Paiements en ligne » tab what waits to be handled", async () => {
    server({ toHandle: 2, refunded: false });
    const { user } = renderWithData(<AdminDashboard />);
    const tab = screen.getByRole("tab", { name: /Paiements en ligne/ });
    await waitFor(() => expect(tab.textContent).toBe("Paiements en ligne2 à traiter"));
    // Said above the tab bar too (it scrolls sideways on a phone), with a way to the list.
    expect(screen.getByText(/^2 paiements en ligne à traiter/).closest("[role=alert]")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Voir les paiements à traiter" }));
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("button", { name: "Voir les paiements à traiter" })).toBeNull();
  });
});
