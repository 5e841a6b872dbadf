// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";
import { SentOrderRow, WaitingOrderCard } from "./order-card";
import { SendTogetherBar } from "./send-together-bar";

function order(values: Partial<ShopOrder> = {}): ShopOrder {
  return {
    id: "ord-1",
    shop: "amazon",
    shopLabel: "Amazon",
    trackingNumber: "TBA123456",
    orderNumber: null,
    weightGrams: 1250,
    note: null,
    place: "paris",
    receivedAt: "2026-11-20T10:00:00.000Z",
    photoUrls: ["/api/shop-orders/ord-1/photos/0"],
    storageEndsOn: "2027-01-04",
    storageDaysLeft: 12,
    contents: [],
    parcelId: null,
    parcelReference: null,
    ...values,
  };
}

afterEach(cleanup);

describe("an order waiting in Ma boîte", () => {
  it("shows its photo, shop, weight, arrival and storage, and asks for its contents", () => {
    let chosen = false;
    render(
      <ul>
        <WaitingOrderCard order={order()} selected={false} onSelect={(on) => (chosen = on)} canDeclare />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "La commande à son arrivée" }).getAttribute("src")).toBe(
      "/api/shop-orders/ord-1/photos/0",
    );
    expect(screen.getByText("Amazon · 1,25 kg")).toBeTruthy();
    expect(screen.getByText("Arrivée à Paris le 20 novembre 2026")).toBeTruthy();
    expect(screen.getByText(/^Stockage gratuit\s*: encore 12 jours$/)).toBeTruthy();
    expect(screen.getByText("À déclarer avant l'expédition.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Déclarer le contenu" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Choisir la commande Amazon TBA123456" }));
    expect(chosen).toBe(true);
  });

  it("says past storage in red words and waits for the refused list before any declaration", () => {
    render(
      <ul>
        <WaitingOrderCard
          order={order({ storageDaysLeft: -3, photoUrls: [] })}
          selected={false}
          onSelect={() => {}}
          canDeclare={false}
        />
      </ul>,
    );
    expect(screen.getByText("Stockage gratuit dépassé depuis 3 jours").className).toContain("text-red-700");
    expect(screen.queryByRole("button", { name: "Déclarer le contenu" })).toBeNull();
    expect(screen.getByText(/Confirmez d'abord la liste des articles refusés/)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("links an order sent to its parcel by the parcel's reference", () => {
    render(
      <ul>
        <SentOrderRow order={order({ parcelId: "pkg-9", parcelReference: "CLB-4K7P-03" })} />
      </ul>,
    );
    expect(screen.getByRole("link", { name: "Colis CLB-4K7P-03" }).getAttribute("href")).toBe(
      "/tracking?colis=pkg-9",
    );
  });
});

describe("Expédier ensemble", () => {
  const declared = [
    { id: "itm-1", category: "clothing", description: "Robe", quantity: 1, unitValueCents: 900 },
  ] as const;

  it("is a link to the wizard with the orders once each is declared", () => {
    render(
      <SendTogetherBar
        selected={[
          order({ contents: [...declared] }),
          order({ id: "ord-2", shopLabel: "Shein", weightGrams: 800, contents: [...declared] }),
        ]}
      />,
    );
    expect(screen.getByText("2 commandes choisies · 2,05 kg")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Expédier ensemble" }).getAttribute("href")).toBe(
      "/request?commandes=ord-1,ord-2",
    );
  });

  it("says what is missing instead", () => {
    render(
      <SendTogetherBar
        selected={[order({ contents: [...declared] }), order({ id: "ord-2", shopLabel: "Shein" })]}
      />,
    );
    expect(screen.getByText("Déclarez d'abord le contenu de la commande Shein (TBA123456).")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Expédier ensemble" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole("link", { name: "Expédier ensemble" })).toBeNull();
  });
});
