import { describe, expect, it } from "vitest";
import { refusedItemIn } from "./refused-items";

const ITEMS = [
  { label: "Parfums", keywords: ["parfum", "eau de parfum"] },
  { label: "Batteries au lithium seules", keywords: ["batterie lithium", "power bank"] },
];

describe("refused items in a declared description", () => {
  it("finds a keyword as whole words, whatever the case and accents", () => {
    expect(refusedItemIn("Eau de Parfum Dior", ITEMS)?.label).toBe("Parfums");
    expect(refusedItemIn("BATTERIE-LITHIUM 20000 mAh", ITEMS)?.label).toBe("Batteries au lithium seules");
    expect(refusedItemIn("Power  bank", ITEMS)?.label).toBe("Batteries au lithium seules");
  });

  it("leaves words that only contain a keyword", () => {
    expect(refusedItemIn("Savon parfumé", ITEMS)).toBeUndefined();
    expect(refusedItemIn("Robe en coton", ITEMS)).toBeUndefined();
    expect(refusedItemIn("", ITEMS)).toBeUndefined();
  });
});
