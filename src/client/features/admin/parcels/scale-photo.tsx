import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parcelDetailKey } from "#client/features/tracking";
import { apiFetch } from "#client/lib/api-client";
import { ErrorMessage } from "#client/ui/error-message";
import { checkPhotoFile } from "#shared/parcel-photo-limits";
import { scalePhotoUrl } from "#shared/parcels/weigh-in";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { PhotoUploadButton } from "../common/photo-upload-button";

function useScalePhotoUpload(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const problem = checkPhotoFile(file);
      if (!problem.ok) throw new Error(problem.message);
      const form = new FormData();
      form.append("photo", file, file.name);
      return apiFetch(scalePhotoUrl(parcelId), { method: "POST", body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelDetailKey(parcelId) }),
  });
}

/**
 * The optional photo of the parcel on the scale (docs/product/departures.md#weigh-in): shown when there
 * is one, taken with the phone's camera or picked from its gallery.
 */
export function ScalePhoto({ parcel }: { parcel: ParcelDetail }) {
  const upload = useScalePhotoUpload(parcel.id);
  return (
    <div className="space-y-2">
      {parcel.scalePhotoUrl && (
        <a href={parcel.scalePhotoUrl} target="_blank" rel="noreferrer" className="block">
          <img
            src={parcel.scalePhotoUrl}
            alt="Le colis sur la balance"
            className="max-h-40 rounded-lg border border-stone-200 object-contain"
          />
        </a>
      )}
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
