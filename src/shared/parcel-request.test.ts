import { describe, expect, it } from "vitest";
import { MIN_WEIGHT_GRAMS, weightKgSchema } from "./parcel-fields";
import { notificationRequestSchema, parcelRequestSchema } from "./parcel-request";
import { TOGO_PHONE_INVALID } from "./phones/phone-number";
import { RECIPIENT_REQUIRED } from "./recipients/recipient";

const fullDraft = {
  description: "Vêtements et chaussures",
  fromCountry: "FR",
  toCountry: "TG",
  weightKg: 2.5,
  preferredDate: "2026-12-01",
};
const recipient = { name: "Afi Mensah", phone: "90 12 34 56", city: "Lomé" };
const request = { ...fullDraft, weightKg: 2.35, recipient };
/** What the server keeps of `recipient`: phones in E.164, blanks as null. */
const storedRecipient = {
  name: "Afi Mensah",
  phone: "+22890123456",
  secondPhone: null,
  city: "Lomé",
  landmark: null,
};
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("parcel request sent to the server", () => {
  it("a valid request is cleaned and carries its weight in grams", () => {
    expect(parcelRequestSchema.parse({ ...request, description: "  Vêtements  ", productLink: "" })).toEqual({
      ...request,
      description: "Vêtements",
      weightGrams: 2350,
      dimensions: null,
      productLink: null,
      // Not ticked: the recipient gets no message by WhatsApp or SMS (docs/product/notifications.md).
      recipient: { ...storedRecipient, messagesConsent: false },
      clientPhone: null,
      // None sent: none declared (decision 104).
      contents: [],
    });
  });

  it("reads the recipient's phones in the arrival country and the client's in the departure country", () => {
    const parsed = parcelRequestSchema.parse({
      ...request,
      recipient: { ...recipient, secondPhone: "06 98 76 54 32" },
      clientPhone: "0612345678",
    });
    expect(parsed.recipient).toMatchObject({ phone: "+22890123456", secondPhone: "+33698765432" });
    expect(parsed.clientPhone).toBe("+33612345678");
    const badPhone = { ...request, recipient: { ...recipient, phone: "80 12 34 56" } };
    expect(issues(parcelRequestSchema.safeParse(badPhone))).toEqual([
      ["recipient.phone", TOGO_PHONE_INVALID],
    ]);
  });

  it("description, route, weight and desired date are required, with French messages", () => {
    const result = parcelRequestSchema.safeParse({
      description: " ",
      fromCountry: "",
      toCountry: "XX",
      weightKg: 0,
    });
    expect(issues(result)).toEqual([
      ["description", "La description du colis est requise"],
      ["fromCountry", "Veuillez sélectionner un pays de départ"],
      ["toCountry", "Veuillez sélectionner un pays d'arrivée"],
      ["weightKg", "Veuillez indiquer un poids supérieur à 0"],
      ["preferredDate", "Veuillez sélectionner une date valide"],
      ["recipient", RECIPIENT_REQUIRED],
    ]);
  });

  it("departure and arrival countries must differ", () => {
    expect(issues(parcelRequestSchema.safeParse({ ...request, toCountry: "FR" }))).toEqual([
      ["toCountry", "Le pays de départ et le pays d'arrivée doivent être différents"],
    ]);
  });

  it("the weight is at most 1000 kg and kept to the gram", () => {
    expect(issues(parcelRequestSchema.safeParse({ ...request, weightKg: 1000.1 }))).toEqual([
      ["weightKg", "Le poids ne peut pas dépasser 1000 kg"],
    ]);
    expect(parcelRequestSchema.parse({ ...request, weightKg: 1000 }).weightGrams).toBe(1_000_000);
    expect(parcelRequestSchema.parse({ ...request, weightKg: 0.3 }).weightGrams).toBe(300);
  });

  it("the weight is at least 0.1 kg, with its own message above 0", () => {
    expect(MIN_WEIGHT_GRAMS).toBe(100);
    for (const weightKg of [0.05, 0.099, 0.0004]) {
      expect(issues(parcelRequestSchema.safeParse({ ...request, weightKg }))).toEqual([
        ["weightKg", "Le poids minimum est de 0,1 kg"],
      ]);
    }
    expect(parcelRequestSchema.parse({ ...request, weightKg: 0.1 }).weightGrams).toBe(100);
    // 0.1 reached by arithmetic is a hair under 0.1 in floating point, and still 100 g.
    expect(parcelRequestSchema.parse({ ...request, weightKg: 0.3 - 0.2 }).weightGrams).toBe(100);
  });

  it("0, a negative weight or no number at all get one message, not the minimum's too", () => {
    for (const weightKg of [0, -0.05, -5, Number.NaN, Number.POSITIVE_INFINITY, "2,5", null]) {
      expect(weightKgSchema.safeParse(weightKg).error?.issues.map((i) => i.message)).toEqual([
        "Veuillez indiquer un poids supérieur à 0",
      ]);
    }
  });

  it("dimensions are optional, each positive and at most 500 cm", () => {
    const withDims = parcelRequestSchema.parse({ ...request, dimensions: { lengthCm: 40, widthCm: 30 } });
    expect(withDims.dimensions).toEqual({ lengthCm: 40, widthCm: 30, heightCm: null });
    const result = parcelRequestSchema.safeParse({ ...request, dimensions: { lengthCm: 0, heightCm: 501 } });
    expect(issues(result)).toEqual([
      ["dimensions.lengthCm", "Chaque dimension doit être comprise entre 0 et 500 cm"],
      ["dimensions.heightCm", "Chaque dimension doit être comprise entre 0 et 500 cm"],
    ]);
  });

  it("the product link is optional and must be an http(s) URL", () => {
    const link = "https://www.amazon.fr/dp/B0TEST";
    expect(parcelRequestSchema.parse({ ...request, productLink: link }).productLink).toBe(link);
    for (const bad of ["javascript:alert(1)", "amazon", "ftp://x.fr/a", "http://localhost"]) {
      expect(issues(parcelRequestSchema.safeParse({ ...request, productLink: bad }))).toEqual([
        ["productLink", "Lien du produit invalide"],
      ]);
    }
  });

  it("unknown fields such as a price or a status are refused", () => {
    expect(parcelRequestSchema.safeParse({ ...request, priceCents: 1 }).success).toBe(false);
    expect(parcelRequestSchema.safeParse({ ...request, status: "accepted" }).success).toBe(false);
  });
});

describe("notification request", () => {
  it("needs no date and accepts a missing weight", () => {
    const input = { description: "Pièces auto", fromCountry: "FR", toCountry: "TG" };
    expect(notificationRequestSchema.parse(input)).toEqual({
      ...input,
      weightKg: null,
      weightGrams: null,
      recipient: null,
      clientPhone: null,
      contents: [],
    });
    expect(notificationRequestSchema.parse({ ...input, weightKg: 1.2 }).weightGrams).toBe(1200);
    expect(issues(notificationRequestSchema.safeParse({ ...input, weightKg: 0.05 }))).toEqual([
      ["weightKg", "Le poids minimum est de 0,1 kg"],
    ]);
    expect(notificationRequestSchema.safeParse({ ...input, preferredDate: "2026-12-01" }).success).toBe(
      false,
    );
  });
});
