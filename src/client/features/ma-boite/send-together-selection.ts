import { formatKg } from "#shared/departures/departure-text";
import { ORDERS_MIXED_PLACES } from "#shared/shop-orders/my-orders-messages";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";

/**
 * What « Expédier ensemble » needs (docs/product/ma-boite.md#sending-together): at least one order
 * chosen, each with its contents declared. The button says what is missing rather than greying out
 * without a word.
 */
export function sendTogetherBlocker(selected: readonly ShopOrder[]): string | null {
  if (selected.length === 0) return "Cochez les commandes à expédier ensemble.";
  if (new Set(selected.map((order) => order.place)).size > 1) return ORDERS_MIXED_PLACES;
  const undeclared = selected.filter((order) => order.contents.length === 0);
  if (undeclared.length === 1)
    return `Déclarez d'abord le contenu de la commande ${undeclared[0]?.shopLabel} (${undeclared[0]?.trackingNumber}).`;
  if (undeclared.length > 1) return `Déclarez d'abord le contenu de ${undeclared.length} commandes choisies.`;
  return null;
}

/** « Commandes Amazon et Shein (Ma boîte) »: the parcel's description, which the client may still change. */
export function sendTogetherDescription(selected: readonly ShopOrder[]): string {
  const shops = [...new Set(selected.map((order) => order.shopLabel))];
  const names = shops.length > 1 ? `${shops.slice(0, -1).join(", ")} et ${shops.at(-1)}` : (shops[0] ?? "");
  return `${selected.length > 1 ? "Commandes" : "Commande"} ${names} (Ma boîte)`;
}

/** The estimated weight: the orders' weights added up, in kilos as the wizard's field reads them (« 2,05 »). */
export function sendTogetherWeightKg(selected: readonly ShopOrder[]): string {
  return formatKg(selected.reduce((sum, order) => sum + order.weightGrams, 0));
}

/** The wizard's address with the orders chosen in Ma boîte (docs/product/ma-boite.md#sending-together). */
export const SEND_TOGETHER_PARAM = "commandes";
export const sendTogetherPath = (orderIds: readonly string[]) =>
  `/request?${SEND_TOGETHER_PARAM}=${orderIds.map(encodeURIComponent).join(",")}`;
