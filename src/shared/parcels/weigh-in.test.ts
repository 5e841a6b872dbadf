import { describe, expect, it } from "vitest";
import { DEFAULT_TARIFF } from "../pricing";
import { balanceAfterWeighIn, balanceText, MEASURED_WEIGHT_REQUIRED, weighInSchema } from "./weigh-in";

const paidFor = (grams: number) => ({
  cents: Math.floor((grams * DEFAULT_TARIFF.centsPerKg + 500) / 1000),
  fcfa: Math.floor((grams * DEFAULT_TARIFF.fcfaPerKg + 500) / 1000),
});

describe("the balance of a weigh-in", () => {
  it("half a kilo more is 6,00 € / 3 930 FCFA to pay", () => {
    const balance = balanceAfterWeighIn({ cents: 2400, fcfa: 15_720 }, 2500, DEFAULT_TARIFF);
    expect(balance).toEqual({ cents: 600, fcfa: 3930, state: "due" });
    expect(balanceText({ ...balance, state: "due" })).toBe(
      "Reste à payer 6,00\u00a0€ / 3\u202f930\u00a0FCFA",
    );
  });

  it("a lighter parcel is money to refund, a parcel of the declared weight nothing", () => {
    const refund = balanceAfterWeighIn(paidFor(3000), 2750, DEFAULT_TARIFF);
    expect(refund).toEqual({ cents: -300, fcfa: -1965, state: "refund_due" });
    expect(balanceText({ ...refund, state: "refund_due" })).toBe(
      "À rembourser 3,00\u00a0€ / 1\u202f965\u00a0FCFA",
    );
    expect(balanceAfterWeighIn(paidFor(3000), 3000, DEFAULT_TARIFF)).toEqual({
      cents: 0,
      fcfa: 0,
      state: null,
    });
  });

  it("is the difference of two rounded prices, in cents and in whole francs, never a rounded difference", () => {
    // 2 351 g: 28,212 € → 2 821 c; 18 478,86 F → 18 479 F. 2 352 g: 28,224 € → 2 822 c; 18 486,72 F → 18 487 F.
    expect(balanceAfterWeighIn(paidFor(2351), 2352, DEFAULT_TARIFF)).toEqual({
      cents: 1,
      fcfa: 8,
      state: "due",
    });
    // 1 g more can cost 0 cent but 8 francs: still a balance due (the client pays in either currency).
    const oneGram = balanceAfterWeighIn(paidFor(2350), 2351, DEFAULT_TARIFF);
    expect(oneGram.fcfa).toBe(8);
    expect(oneGram.state).toBe("due");
    // Every weight from 0,1 kg to 30 kg against a declared 10 kg: each figure is measured price − paid price.
    for (let grams = 100; grams <= 30_000; grams += 37) {
      const balance = balanceAfterWeighIn(paidFor(10_000), grams, DEFAULT_TARIFF);
      expect(balance.cents).toBe(paidFor(grams).cents - paidFor(10_000).cents);
      expect(balance.fcfa).toBe(paidFor(grams).fcfa - paidFor(10_000).fcfa);
      expect(Number.isInteger(balance.cents) && Number.isInteger(balance.fcfa)).toBe(true);
    }
  });

  it("takes a measured weight within the request's bounds, and optional dimensions", () => {
    expect(weighInSchema.parse({ weightKg: 2.85 })).toEqual({
      weightKg: 2.85,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
    });
    expect(weighInSchema.safeParse({}).error?.issues[0]?.message).toBe(MEASURED_WEIGHT_REQUIRED);
    expect(weighInSchema.safeParse({ weightKg: 0.05 }).error?.issues[0]?.message).toBe(
      "Le poids minimum est de 0,1 kg",
    );
    expect(weighInSchema.safeParse({ weightKg: 2, lengthCm: -1 }).success).toBe(false);
  });
});
