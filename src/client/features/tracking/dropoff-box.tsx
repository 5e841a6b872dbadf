import { MapPin } from "lucide-react";
import { useId } from "react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { formatDateFr } from "#shared/calendar";
import { DROPOFF_TITLE, type Dropoff, dropoffRows } from "#shared/departures/dropoff";

/**
 * Where and before when to drop the parcel off (docs/product/departures.md#drop-off-for-the-client): the
 * payment page and the parcel detail, while the server still sends it (until the parcel is received).
 * `heading` follows the page's outline.
 */
export function DropoffBox({
  dropoff,
  fromCountry,
  departureDate,
  heading: Heading = "h2",
}: {
  dropoff: Dropoff;
  fromCountry: string;
  departureDate: string | null;
  heading?: "h2" | "h3";
}) {
  const headingId = useId();
  // The street and opening hours of the place (decision 101), once the configuration is there.
  const business = usePublicConfig().data?.business;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-stone-900 sm:p-6"
    >
      <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {DROPOFF_TITLE}
      </Heading>
      <dl className="mt-3 space-y-2">
        {dropoffRows(dropoff, fromCountry, business).map((row) => (
          <div key={row.label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
            <dt className="text-sm text-stone-600">{row.label}</dt>
            <dd className="font-semibold wrap-anywhere">{row.value}</dd>
          </div>
        ))}
      </dl>
      {departureDate && dropoff.deadline && (
        <p className="mt-3 text-sm text-stone-700">
          Déposé avant la date limite, votre colis part le {formatDateFr(departureDate)}.
        </p>
      )}
    </section>
  );
}
