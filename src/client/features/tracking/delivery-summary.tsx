import { PackageCheck } from "lucide-react";
import { deliveryDurationText } from "#shared/parcels/duration";
import { collectedByText } from "#shared/parcels/handover";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { RouteLine } from "./route-line";
import { formatDateTime } from "./tracking-format";

/**
 * The delivery summary (docs/product/parcels.md#tracking-screen): when, how long from the request, where,
 * and who collected it how (docs/product/recipients.md#collection-code).
 */
export function DeliverySummary({ parcel }: { parcel: ParcelDetail }) {
  return (
    <section
      aria-label="Résumé de la livraison"
      className="rounded-xl border border-status-green-border bg-status-green-bg p-4 text-sm text-status-green-fg"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <PackageCheck aria-hidden="true" className="size-5" />
        Colis livré
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Livré le</dt>
        <dd>{formatDateTime(parcel.updatedAt)}</dd>
        <dt className="font-medium">Durée de livraison</dt>
        <dd>{deliveryDurationText(parcel.createdAt, parcel.updatedAt)}</dd>
        <dt className="font-medium">Trajet</dt>
        <dd>
          <RouteLine fromCountry={parcel.fromCountry} toCountry={parcel.toCountry} />
        </dd>
      </dl>
      {parcel.handover && (
        <p className="mt-2 wrap-anywhere">
          {collectedByText(parcel.handover)}, le {formatDateTime(parcel.handover.at)}
        </p>
      )}
    </section>
  );
}
