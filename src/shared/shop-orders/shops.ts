/** The shops a received order comes from (docs/product/reception.md). */
export const SHOPS = ["amazon", "shein", "temu", "other"] as const;
export type Shop = (typeof SHOPS)[number];

export const SHOP_LABELS: Record<Shop, string> = {
  amazon: "Amazon",
  shein: "Shein",
  temu: "Temu",
  other: "Autre boutique",
};

/** Where an order was received: the Paris warehouse, or the Lomé counter for the reverse route. */
export const RECEPTION_PLACES = ["paris", "lome"] as const;
export type ReceptionPlace = (typeof RECEPTION_PLACES)[number];

export const RECEPTION_PLACE_LABELS: Record<ReceptionPlace, string> = {
  paris: "Paris",
  lome: "Lomé",
};

/**
 * A shop's or carrier's tracking number as compared: upper case, without spaces or dashes, so the
 * same number typed twice differently is still one arrival (« 1z 999-aa1 » = « 1Z999AA1 »).
 */
export const trackingKey = (typed: string) => typed.toUpperCase().replace(/[\s\-_.]/g, "");

/**
 * Where a parcel of orders sent together leaves from, and goes to by default: Paris's orders travel
 * France → Togo, Lomé's the reverse route (docs/product/ma-boite.md#sending-together).
 */
export const PLACE_ROUTES: Record<ReceptionPlace, { fromCountry: string; toCountry: string }> = {
  paris: { fromCountry: "FR", toCountry: "TG" },
  lome: { fromCountry: "TG", toCountry: "FR" },
};
