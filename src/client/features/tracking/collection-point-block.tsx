import { MapPin } from "lucide-react";
import { READY_FOR_PICKUP_TEXT, READY_FOR_PICKUP_TITLE } from "#shared/tracking/ready-for-pickup";
import type { CollectionPoint } from "#shared/tracking/tracking-schemas";

/**
 * Where and when the recipient collects the parcel (docs/product/recipients.md#ready-for-pickup): the
 * public page shows it while the parcel is 'En livraison'. Plain lines of text from the settings: no
 * number or date is formatted, so nothing here calls Intl while the page loads (decision 029), and the
 * texts come from a file without Zod (decision 025).
 */
export function CollectionPointBlock({ point }: { point: CollectionPoint }) {
  return (
    <section
      aria-labelledby="collection-point-title"
      className="rounded-2xl border border-status-green-border bg-status-green-bg p-5 text-status-green-fg sm:p-6"
    >
      <h2 id="collection-point-title" className="flex items-center gap-2 text-lg font-semibold">
        <MapPin aria-hidden="true" className="size-5 shrink-0" />
        {READY_FOR_PICKUP_TITLE}
      </h2>
      <div className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
        <address className="not-italic wrap-anywhere">
          {point.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {point.hours.length > 0 && (
          <ul className="wrap-anywhere">
            {point.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-3 text-sm leading-relaxed">{READY_FOR_PICKUP_TEXT}</p>
    </section>
  );
}
