import { describe, expect, it } from "vitest";
import { centsToFcfa, DEFAULT_TARIFF } from "../pricing";
import {
  categorySummary,
  centsOfTypedEuros,
  contentProblems,
  contentsValueCents,
  customsNature,
  declaredValueTooHigh,
} from "./contents-rules";
import { refusedItemMessage } from "./refused-items";

describe("a parcel's contents (docs/product/contents-and-customs.md)", () => {
  it("reads euros as a French person types them, in cents", () => {
    expect(["12,50", "12.5", " 12 ", "0", "1 234,56", "15 €"].map(centsOfTypedEuros)).toEqual([
      1250, 1250, 1200, 0, 123456, 1500,
    ]);
    expect(centsOfTypedEuros("")).toBeNull();
    expect(centsOfTypedEuros("-3")).toBe(-300);
    expect(centsOfTypedEuros("douze")).toBeNaN();
  });

  it("converts euros to FCFA at the tariff's ratio, 655 FCFA per euro, half up to the franc", () => {
    expect(centsToFcfa(1200, DEFAULT_TARIFF)).toBe(7860);
    expect(centsToFcfa(7550, DEFAULT_TARIFF)).toBe(49453); // 49 452,5
    expect(centsToFcfa(0, DEFAULT_TARIFF)).toBe(0);
  });

  it("totals, summarises the categories once each, and ticks Documents only for documents", () => {
    const lines = [
      { category: "clothing", description: "Robe", quantity: 2, unitValueCents: 1500 },
      { category: "shoes", description: "Baskets", quantity: 1, unitValueCents: 4550 },
      { category: "clothing", description: "Pagne", quantity: 3, unitValueCents: 800 },
    ] as const;
    expect(contentsValueCents(lines)).toBe(9950);
    expect(categorySummary(lines)).toBe("Vêtements, Chaussures");
    expect(customsNature(lines)).toBe("goods");
    expect(customsNature([{ category: "documents" }])).toBe("documents");
    expect(customsNature([])).toBe("goods");
  });

  it("names the refused item and the ceiling on their fields", () => {
    const rules = {
      refusedItems: [{ label: "Produits inflammables", keywords: ["briquet"] }],
      declaredValueMaxCents: 200_000,
    };
    const line = { category: "other", description: "Bougie", quantity: 1, unitValueCents: 500 } as const;
    expect(contentProblems([line], rules)).toEqual({});
    expect(
      contentProblems(
        [line, { ...line, description: "Briquet Zippo", unitValueCents: 200_001 }],
        rules,
        "items",
      ),
    ).toEqual({
      "items.1.description": refusedItemMessage(rules.refusedItems[0] as (typeof rules.refusedItems)[0]),
      "items.1.unitValueCents": declaredValueTooHigh(200_000),
    });
  });
});
