import { describe, expect, it } from "vitest";
import { ORDERS_MIXED_PLACES } from "#shared/shop-orders/my-orders-messages";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";
import {
  sendTogetherBlocker,
  sendTogetherDescription,
  sendTogetherWeightKg,
} from "./send-together-selection";

const order = (overrides: Partial<ShopOrder>): ShopOrder => ({
  id: "ord-1",
  shop: "amazon",
  shopLabel: "Amazon",
  trackingNumber: "TBA123",
  orderNumber: null,
  weightGrams: 1200,
  note: null,
  place: "paris",
  receivedAt: "2026-11-20T10:00:00.000Z",
  photoUrls: [],
  storageEndsOn: "2027-01-04",
  storageDaysLeft: 36,
  contents: [{ id: "itm-1", category: "clothing", description: "Robe", quantity: 1, unitValueCents: 1000 }],
  parcelId: null,
  parcelReference: null,
  ...overrides,
});

describe("sending orders together", () => {
  it("says what is missing before the orders can leave", () => {
    expect(sendTogetherBlocker([])).toBe("Cochez les commandes à expédier ensemble.");
    expect(sendTogetherBlocker([order({}), order({ id: "ord-2", shopLabel: "Shein", contents: [] })])).toBe(
      "Déclarez d'abord le contenu de la commande Shein (TBA123).",
    );
    expect(sendTogetherBlocker([order({ contents: [] }), order({ id: "ord-2", contents: [] })])).toBe(
      "Déclarez d'abord le contenu de 2 commandes choisies.",
    );
    expect(sendTogetherBlocker([order({})])).toBeNull();
    expect(sendTogetherBlocker([order({}), order({ id: "ord-2", place: "lome" })])).toBe(ORDERS_MIXED_PLACES);
  });

  it("names the shops once and adds the weights up", () => {
    const orders = [
      order({}),
      order({ id: "ord-2", shopLabel: "Shein", weightGrams: 850 }),
      order({ id: "ord-3", weightGrams: 400 }),
    ];
    expect(sendTogetherDescription(orders)).toBe("Commandes Amazon et Shein (Ma boîte)");
    expect(sendTogetherDescription([order({})])).toBe("Commande Amazon (Ma boîte)");
    expect(sendTogetherWeightKg(orders)).toBe("2,45");
  });
});
