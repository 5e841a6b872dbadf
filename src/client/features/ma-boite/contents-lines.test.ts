import { describe, expect, it } from "vitest";
import { itemsOf, linesOf, QUANTITY_UNREADABLE, VALUE_UNREADABLE } from "./contents-lines";

describe("the contents form's lines", () => {
  it("reads values typed the French way into cents", () => {
    expect(itemsOf([{ category: "clothing", description: "Robe", quantity: "2", value: "12,50" }])).toEqual({
      items: [{ category: "clothing", description: "Robe", quantity: 2, unitValueCents: 1250 }],
    });
    expect(
      itemsOf([{ category: "shoes", description: "Baskets", quantity: "1", value: "49.9" }]),
    ).toMatchObject({
      items: [{ unitValueCents: 4990 }],
    });
  });

  it("names the fields it cannot read, on the server's keys", () => {
    expect(itemsOf([{ category: "other", description: "Livre", quantity: "deux", value: "douze" }])).toEqual({
      fieldErrors: { "items.0.unitValueCents": VALUE_UNREADABLE, "items.0.quantity": QUANTITY_UNREADABLE },
    });
  });

  it("shows declared lines again as typed", () => {
    expect(
      linesOf([
        { id: "itm-1", category: "clothing", description: "Robe", quantity: 2, unitValueCents: 1250 },
      ]),
    ).toEqual([{ category: "clothing", description: "Robe", quantity: "2", value: "12,50" }]);
  });
});
