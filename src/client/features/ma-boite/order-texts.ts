import { formatKg } from "#shared/departures/departure-text";
import { formatMomentDayFr, PARIS } from "#shared/french-dates";
import { formatEuros } from "#shared/pricing";
import { CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import type { ContentItem } from "#shared/shop-orders/shop-order-api";
import { RECEPTION_PLACE_LABELS, type ReceptionPlace } from "#shared/shop-orders/shops";

/** How an order in Ma boîte reads (docs/product/ma-boite.md#ma-boite). */

const days = (count: number) => `${count} jour${count > 1 ? "s" : ""}`;

/** « Stockage gratuit : encore 12 jours », the last day, or how long ago it ended. */
export function storageText(daysLeft: number): string {
  if (daysLeft > 0) return `Stockage gratuit : encore ${days(daysLeft)}`;
  if (daysLeft === 0) return "Stockage gratuit : dernier jour aujourd'hui";
  return `Stockage gratuit dépassé depuis ${days(-daysLeft)}`;
}

/** « 1,25 kg », never cut between the figure and its unit. */
export const weightText = (grams: number) => `${formatKg(grams)}\u00a0kg`;

/** « Arrivée à Paris le 20 novembre 2026 » (Lomé for the reverse route). */
export const arrivalText = (receivedAt: string, place: ReceptionPlace) =>
  `Arrivée à ${RECEPTION_PLACE_LABELS[place]} le ${formatMomentDayFr(receivedAt, { timeZone: PARIS })}`;

/** « 2 × Robe en coton — 12,50 € pièce (Vêtements) ». */
export const contentLineText = (item: ContentItem) =>
  `${item.quantity} × ${item.description} — ${formatEuros(item.unitValueCents)} pièce (${CONTENT_CATEGORY_LABELS[item.category]})`;
