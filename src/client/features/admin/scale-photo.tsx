import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useId } from "react";
import { parcelDetailKey } from "#client/features/tracking";
import { apiFetch } from "#client/lib/api-client";
import { ErrorMessage } from "#client/ui/error-message";
import { checkPhotoFile } from "#shared/parcel-photo-limits";
import { scalePhotoUrl } from "#shared/parcels/weigh-in";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

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
  const id = useId();
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
      <label
        htmlFor={id}
        className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:border-stone-400"
      >
        <Camera aria-hidden="true" className="size-4" />
        {upload.isPending
          ? "Envoi de la photo…"
          : parcel.scalePhotoUrl
            ? "Remplacer la photo de la pesée"
            : "Ajouter la photo de la pesée (facultatif)"}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) upload.mutate(file);
        }}
      />
      {upload.error && <ErrorMessage error={upload.error} />}
    </div>
  );
}
