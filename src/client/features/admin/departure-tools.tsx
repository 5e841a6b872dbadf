import type { AdminDate } from "#shared/admin/admin-dates";

/** Labels, manifest and whole-departure moves of a departure that has parcels (docs/product/departures.md). */
export function DepartureTools({ date }: { date: AdminDate }) {
  return <div data-departure={date.id} />;
}
