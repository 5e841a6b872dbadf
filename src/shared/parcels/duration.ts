const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Delivery duration from creation to last update (docs/product/parcels.md#delivery-duration): under
 * one day, 'Moins d'une heure' or whole hours; otherwise whole days. Always rounded down, so
 * "almost two days" reads 1 jour.
 */
export function deliveryDurationText(createdAt: Date | string, updatedAt: Date | string): string {
  // Clock skew or bad data must not print a negative duration.
  const elapsed = Math.max(0, new Date(updatedAt).getTime() - new Date(createdAt).getTime());
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    if (hours < 1) return "Moins d'une heure";
    return hours === 1 ? "1 heure" : `${hours} heures`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return days === 1 ? "1 jour" : `${days} jours`;
}
