import { ErrorMessage } from "#client/ui/error-message";
import { scalePhotoUrl } from "#shared/parcels/weigh-in";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { CarrierPhoto, useCarrierPhotoUpload } from "../common/carrier-photo";
import { PhotoUploadButton } from "../common/photo-upload-button";

/**
 * The optional photo of the parcel on the scale (docs/product/departures.md#weigh-in): shown when there
 * is one, taken with the phone's camera or picked from its gallery.
 */
export function ScalePhoto({ parcel }: { parcel: ParcelDetail }) {
  const upload = useCarrierPhotoUpload(parcel.id, scalePhotoUrl(parcel.id));
  return (
    <div className="space-y-2">
      {parcel.scalePhotoUrl && <CarrierPhoto url={parcel.scalePhotoUrl} alt="Le colis sur la balance" />}
      <PhotoUploadButton
        label={
          parcel.scalePhotoUrl
            ? "Remplacer la photo de la pesée"
            : "Ajouter la photo de la pesée (facultatif)"
        }
        pending={upload.isPending}
        onFile={(file) => upload.mutate(file)}
      />
      {upload.error && <ErrorMessage error={upload.error} />}
    </div>
  );
}
