import { describe, expect, it } from "vitest";
import { CLIENT_PHONE_REQUIRED } from "#shared/parcels/request-api";
import { TOGO_LANDLINE_REFUSED } from "#shared/phones/phone-number";
import { declaredValueTooHigh } from "#shared/shop-orders/contents-rules";
import { refusedItemMessage } from "#shared/shop-orders/refused-items";
import { CONTENTS_REQUIRED } from "./contents-draft";
import { matchCountries } from "./country-combobox";
import { checkDetails, MISSING_FIELD, NOTIFY_REQUIRED, recheckFieldError } from "./details-validation";
import { requestOf, typedNumber } from "./draft-request";
import { cityForArrival } from "./recipient-draft";
import { emptyDraft, type WizardDraft } from "./wizard-draft";

const draft = (patch: Partial<WizardDraft>): WizardDraft => ({
  ...emptyDraft(),
  description: "Vêtements",
  preferredDate: "2030-01-15",
  weightKg: "2,35",
  recipientName: "Afi Mensah",
  recipientPhone: "90 12 34 56",
  recipientLandmark: "Bè Kpota",
  contents: [{ category: "clothing", description: "Robe en coton", quantity: "2", unitValue: "12,50" }],
  ...patch,
});

describe("step 1 checks of the wizard", () => {
  it("lists the missing fields in the specified message and marks them", () => {
    const check = checkDetails(draft({ description: "  ", weightKg: "", preferredDate: "" }), true);
    expect(check).toEqual({
      ok: false,
      message:
        "Veuillez remplir les champs obligatoires : Description du colis, Poids estimé, Date souhaitée (obligatoire)",
      fieldErrors: { description: MISSING_FIELD, weightKg: MISSING_FIELD, preferredDate: MISSING_FIELD },
    });
  });

  it("does not ask for a date on a route without dates, but for the notification choice", () => {
    expect(checkDetails(draft({ preferredDate: "" }), false)).toEqual({
      ok: false,
      message: NOTIFY_REQUIRED,
      fieldErrors: {},
    });
    expect(checkDetails(draft({ preferredDate: "", notifyMe: true }), false)).toEqual({ ok: true });
  });

  it("applies the server's schema next: weight bound, link, dimensions", () => {
    const check = checkDetails(draft({ weightKg: "5000", productLink: "pas un lien", lengthCm: "-3" }), true);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBeNull();
    expect(Object.keys(check.fieldErrors).sort()).toEqual(["dimensions.lengthCm", "productLink", "weightKg"]);
  });

  it("accepts a complete request, the comma of French keyboards included", () => {
    expect(checkDetails(draft({}), true)).toEqual({ ok: true });
    expect(requestOf(draft({ lengthCm: "40" }), "parcel").body).toMatchObject({
      weightKg: 2.35,
      dimensions: { lengthCm: 40, widthCm: null, heightCm: null },
    });
  });
});

describe("the weight as typed", () => {
  const weightError = (weightKg: string) => {
    const check = checkDetails(draft({ weightKg }), true);
    return check.ok ? undefined : check.fieldErrors.weightKg;
  };

  it("reads a comma as a decimal separator, on every keyboard", () => {
    expect(requestOf(draft({ weightKg: "2,5" }), "parcel").body.weightKg).toBe(2.5);
    expect(requestOf(draft({ weightKg: " 2.5 " }), "parcel").body.weightKg).toBe(2.5);
    expect(checkDetails(draft({ weightKg: "2,5" }), true)).toEqual({ ok: true });
    expect(checkDetails(draft({ weightKg: "0,1" }), true)).toEqual({ ok: true });
  });

  it("under 0,1 kg but above 0: the minimum message, not 'required'", () => {
    expect(checkDetails(draft({ weightKg: "0,05" }), true)).toEqual({
      ok: false,
      message: null,
      fieldErrors: { weightKg: "Le poids minimum est de 0,1 kg" },
    });
    expect(weightError("0.099")).toBe("Le poids minimum est de 0,1 kg");
    // Also when asking to be told about dates: the weight is then optional, but not too light.
    expect(checkDetails(draft({ weightKg: "0,05", preferredDate: "", notifyMe: true }), false)).toEqual({
      ok: false,
      message: null,
      fieldErrors: { weightKg: "Le poids minimum est de 0,1 kg" },
    });
  });

  it("0, nothing or something unreadable is a missing weight, as the product says", () => {
    for (const weightKg of ["", "0", "0,0", "abc", "1e3", "2,5,1", "-2"]) {
      const check = checkDetails(draft({ weightKg }), true);
      expect(check.ok ? null : check.message).toBe("Veuillez remplir les champs obligatoires : Poids estimé");
    }
  });
});

describe("numbers sent to the schema", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["2,35", 2.35],
    ["0.1", 0.1],
    [" 30 ", 30],
  ])("reads %j as %s", (text, value) => expect(typedNumber(text)).toBe(value));

  it("turns anything unreadable into NaN, so a typed dimension is refused rather than dropped", () => {
    for (const text of ["abc", "-3", "2,5,1", "1e3"]) expect(typedNumber(text)).toBeNaN();
    const check = checkDetails(draft({ widthCm: "abc" }), true);
    expect(check.ok ? {} : check.fieldErrors).toEqual({
      "dimensions.widthCm": "Chaque dimension doit être comprise entre 0 et 500 cm",
    });
    expect(requestOf(draft({ heightCm: "12,5" }), "parcel").body.dimensions).toEqual({
      lengthCm: null,
      widthCm: null,
      heightCm: 12.5,
    });
  });

  it("sends no weight with a notification request when none was typed", () => {
    expect(requestOf(draft({ weightKg: "" }), "notification").body.weightKg).toBeNull();
    expect(requestOf(draft({ weightKg: "1,5" }), "notification").body.weightKg).toBe(1.5);
  });
});

describe("an error shown under a field, as the field changes", () => {
  const LINK = "Lien du produit invalide";
  const shown = {
    productLink: LINK,
    "dimensions.lengthCm": "Chaque dimension doit être comprise entre 0 et 500 cm",
  };

  it("'Lien du produit invalide' goes when the link is emptied or corrected", () => {
    expect(recheckFieldError(shown, draft({ productLink: "" }), "productLink", true)).toEqual({
      "dimensions.lengthCm": shown["dimensions.lengthCm"],
    });
    expect(
      recheckFieldError(
        shown,
        draft({ productLink: "https://www.amazon.fr/dp/B0TEST" }),
        "productLink",
        true,
      ),
    ).not.toHaveProperty("productLink");
    expect(recheckFieldError(shown, draft({ productLink: "amazon" }), "productLink", true)).toEqual(shown);
  });

  it("stays while the link is still wrong, even with other fields missing", () => {
    const next = recheckFieldError(
      shown,
      draft({ description: "", productLink: "amazon" }),
      "productLink",
      true,
    );
    expect(next).toEqual(shown);
  });

  it("follows the weight: minimum while too light, gone once right, 'required' when emptied", () => {
    const errors = { weightKg: MISSING_FIELD };
    const light = recheckFieldError(errors, draft({ weightKg: "0,05" }), "weightKg", true);
    expect(light).toEqual({ weightKg: "Le poids minimum est de 0,1 kg" });
    expect(recheckFieldError(light, draft({ weightKg: "0,1" }), "weightKg", true)).toEqual({});
    expect(recheckFieldError(light, draft({ weightKg: "" }), "weightKg", true)).toEqual({
      weightKg: MISSING_FIELD,
    });
  });

  it("a dimension emptied or corrected loses its error; a field never flagged is left alone", () => {
    expect(recheckFieldError(shown, draft({ lengthCm: "" }), "dimensions.lengthCm", true)).toEqual({
      productLink: LINK,
    });
    expect(recheckFieldError(shown, draft({ lengthCm: "40,5" }), "dimensions.lengthCm", true)).toEqual({
      productLink: LINK,
    });
    const none = {};
    expect(recheckFieldError(none, draft({ weightKg: "0,05" }), "weightKg", true)).toBe(none);
  });
});

describe("country search", () => {
  it("puts France and Togo first, and finds a country typed without accents", () => {
    expect(
      matchCountries("")
        .slice(0, 2)
        .map((c) => c.code),
    ).toEqual(["FR", "TG"]);
    expect(matchCountries("senegal").map((c) => c.code)).toEqual(["SN"]);
    expect(matchCountries("CI").map((c) => c.code)).toContain("CI");
    expect(matchCountries("zzz")).toEqual([]);
  });
});

describe("the recipient and the client's phone (docs/product/recipients.md)", () => {
  it("reads the recipient's number in the arrival country and says what a Togolese number is", () => {
    expect(checkDetails(draft({ recipientPhone: "22 21 34 56" }), true)).toMatchObject({
      ok: false,
      fieldErrors: { "recipient.phone": TOGO_LANDLINE_REFUSED },
    });
    expect(requestOf(draft({}), "parcel").body.recipient).toMatchObject({ name: "Afi Mensah", city: "Lomé" });
  });

  it("marks the recipient beside the missing fields' message, and requires it with a date", () => {
    const check = checkDetails(draft({ description: "", recipientName: "", recipientPhone: "" }), true);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.fieldErrors).sort()).toEqual([
      "description",
      "recipient.name",
      "recipient.phone",
    ]);
  });

  it("leaves the recipient optional on a waiting request until it is started", () => {
    const waiting = { preferredDate: "", notifyMe: true, toCountry: "SN", recipientCity: "" };
    expect(
      checkDetails(
        draft({ ...waiting, recipientName: "", recipientPhone: "", recipientLandmark: "" }),
        false,
      ),
    ).toEqual({ ok: true });
    expect(
      requestOf(
        draft({ ...waiting, recipientName: "", recipientPhone: "", recipientLandmark: "" }),
        "notification",
      ).body.recipient,
    ).toBeNull();
    const started = checkDetails(draft({ ...waiting, recipientPhone: "", recipientLandmark: "" }), false);
    expect(started.ok).toBe(false);
  });

  it("asks for the client's phone only when the account has none, and reads it in the departure country", () => {
    expect(checkDetails(draft({}), true, { askClientPhone: true })).toMatchObject({
      ok: false,
      fieldErrors: { clientPhone: CLIENT_PHONE_REQUIRED },
    });
    expect(checkDetails(draft({ clientPhone: "06 12 34 56 78" }), true, { askClientPhone: true })).toEqual({
      ok: true,
    });
    expect(requestOf(draft({}), "parcel").body.clientPhone).toBeNull();
    expect(checkDetails(draft({}), true)).toEqual({ ok: true });
  });

  it("prefills Lomé for Togo, and drops the untouched prefill for another country", () => {
    expect(cityForArrival("TG", "")).toBe("Lomé");
    expect(cityForArrival("TG", "Kara")).toBe("Kara");
    expect(cityForArrival("SN", "Lomé")).toBe("");
    expect(cityForArrival("SN", "Dakar")).toBe("Dakar");
  });
});

describe("the contents as typed (docs/product/contents-and-customs.md#contents)", () => {
  const rules = {
    refusedItems: [{ label: "Parfums", keywords: ["parfum", "eau de parfum"] }],
    declaredValueMaxCents: 200_000,
  };
  const line = {
    category: "clothing",
    description: "Robe en coton",
    quantity: "2",
    unitValue: "12,50",
  } as const;
  const errorsOf = (contents: WizardDraft["contents"]) => {
    const check = checkDetails(draft({ contents }), true, { contentRules: rules });
    return check.ok ? {} : check.fieldErrors;
  };

  it("sends the lines with their value in cents, typed the French way", () => {
    expect(
      requestOf(draft({ contents: [line, { ...line, unitValue: "3" }] }), "parcel").body.contents,
    ).toEqual([
      { category: "clothing", description: "Robe en coton", quantity: 2, unitValueCents: 1250 },
      { category: "clothing", description: "Robe en coton", quantity: 2, unitValueCents: 300 },
    ]);
  });

  it("names what is missing or wrong on each line, as the server would", () => {
    expect(errorsOf([{ category: "", description: "", quantity: "", unitValue: "" }])).toEqual({
      "contents.0.category": "Choisissez une catégorie.",
      "contents.0.description": expect.stringMatching(/^Décrivez l'article en quelques mots/),
      "contents.0.quantity": "Indiquez la quantité.",
      "contents.0.unitValueCents": "Indiquez la valeur d'un article en euros.",
    });
    expect(errorsOf([line, { ...line, unitValue: "-3", quantity: "1,5" }])).toEqual({
      "contents.1.quantity": "La quantité est un nombre entier.",
      "contents.1.unitValueCents": "La valeur ne peut pas être négative.",
    });
  });

  it("refuses a refused item, a value above the ceiling and an empty list", () => {
    expect(errorsOf([{ ...line, description: "Eau de parfum" }])).toEqual({
      "contents.0.description": refusedItemMessage({ label: "Parfums", keywords: [] }),
    });
    expect(errorsOf([{ ...line, unitValue: "2000,01" }])).toEqual({
      "contents.0.unitValueCents": declaredValueTooHigh(200_000),
    });
    expect(errorsOf([])).toEqual({ contents: CONTENTS_REQUIRED });
    expect(errorsOf([line])).toEqual({});
  });
});
