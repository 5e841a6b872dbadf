import { describe, expect, it } from "vitest";
import { arrivalText, contentLineText, storageText, weightText } from "./order-texts";

describe("an order's texts in Ma boîte", () => {
  it("counts the free storage left, the last day and the days past", () => {
    expect(storageText(12)).toBe("Stockage gratuit : encore 12 jours");
    expect(storageText(1)).toBe("Stockage gratuit : encore 1 jour");
    expect(storageText(0)).toBe("Stockage gratuit : dernier jour aujourd'hui");
    expect(storageText(-3)).toBe("Stockage gratuit dépassé depuis 3 jours");
  });

  it("writes weights, days and lines the French way", () => {
    expect(weightText(1250)).toBe("1,25\u00a0kg");
    expect(arrivalText("2026-11-20T23:30:00.000Z", "paris")).toBe("Arrivée à Paris le 21 novembre 2026");
    expect(arrivalText("2026-11-20T10:00:00.000Z", "lome")).toBe("Arrivée à Lomé le 20 novembre 2026");
    expect(
      contentLineText({
        id: "i",
        category: "clothing",
        description: "Robe",
        quantity: 2,
        unitValueCents: 1250,
      }),
    ).toBe("2 × Robe — 12,50\u00a0€ pièce (Vêtements)");
  });
});
