import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { checkPhotoFile } from "#shared/parcel-photo-limits";
import { refreshAfter } from "../admin-changes";

/**
 * The photos the carrier takes of a parcel: on the scale at reception (docs/product/departures.md#weigh-in)
 * and of an ID handover (docs/product/recipients.md#collection-code). One upload and one thumbnail for both.
 */

/** Checked as the server checks it (a plain Error with a French message), then sent as the field `photo`. */
export function postCarrierPhoto(url: string, file: File) {
  const problem = checkPhotoFile(file);
  if (!problem.ok) throw new Error(problem.message);
  const form = new FormData();
  form.append("photo", file, file.name);
  return apiFetch(url, { method: "POST", body: form });
}

/** Adds or replaces one photo; pending until the dialog's refetched parcel shows it. */
export function useCarrierPhotoUpload(parcelId: string, url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postCarrierPhoto(url, file),
    onSuccess: () => refreshAfter(queryClient, { kind: "carrier-photo", parcelId }),
  });
}

/** The photo, small, opening at full size in a new tab. */
export function CarrierPhoto({ url, alt }: { url: string; alt: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block w-fit">
      <img src={url} alt={alt} className="max-h-40 rounded-lg border border-stone-200 object-contain" />
    </a>
  );
}
