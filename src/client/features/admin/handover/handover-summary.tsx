import { formatDateTime as dateTime } from "#client/lib/paris-time";
import { ErrorMessage } from "#client/ui/error-message";
import { collectedByText, handoverPhotoUrl } from "#shared/parcels/handover";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { CarrierPhoto, useCarrierPhotoUpload } from "../common/carrier-photo";
import { PhotoUploadButton } from "../common/photo-upload-button";

/**
 * How a delivered parcel was handed over (docs/product/recipients.md#collection-code): who collected
 * it and how, and, when the code was lost, the ID number and the photo, which the carrier may still
 * add or replace here (a photo that failed to go with the handover is not lost).
 */
export function HandoverSummary({ parcel }: { parcel: ParcelDetail }) {
  const handover = parcel.handover;
  const upload = useCarrierPhotoUpload(parcel.id, handoverPhotoUrl(parcel.id));
  if (!handover) return null;
  return (
    <section aria-labelledby={`handover-${parcel.id}`} className="space-y-2 text-sm wrap-anywhere">
      <h3 id={`handover-${parcel.id}`} className="font-semibold text-stone-900">
        Remise du colis
      </h3>
      <p className="text-stone-900">{collectedByText(handover)}</p>
      <p className="text-xs text-stone-500">Le {dateTime(handover.at)}</p>
      {handover.idNumber && <p className="text-stone-700">Pièce d'identité n° {handover.idNumber}</p>}
      {handover.photoUrl && <CarrierPhoto url={handover.photoUrl} alt="La remise du colis" />}
      {handover.method === "identity" && (
        <PhotoUploadButton
          label={handover.photoUrl ? "Remplacer la photo de la remise" : "Ajouter une photo de la remise"}
          pending={upload.isPending}
          onFile={(file) => upload.mutate(file)}
        />
      )}
      {upload.error && (
        <ErrorMessage
          error={upload.error}
          message={upload.error instanceof Error ? upload.error.message : undefined}
        />
      )}
    </section>
  );
}
