import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { offeredDatesPath } from "#shared/api-paths";
import {
  type CreatedParcel,
  createdParcelSchema,
  type OfferedDate,
  type UploadedPhoto,
} from "#shared/parcels/request-api";
import type { DraftRequest } from "./draft-request";

/**
 * Dates offered on the route (docs/product/request.md#dates-offered), fetched once both countries are
 * chosen and differ.
 */
export function useOfferedDates(from: string, to: string) {
  const enabled = from !== "" && to !== "" && from !== to;
  return useQuery({
    queryKey: ["offered-dates", from, to],
    queryFn: ({ signal }) =>
      apiFetch<{ dates: OfferedDate[] }>(offeredDatesPath(from, to), { signal }).then((body) => body.dates),
    enabled,
    staleTime: 60_000,
  });
}

/** Where each kind of request is created (docs/ARCHITECTURE.md#parcel-request-photos-and-payment). */
const CREATE_PATHS = {
  parcel: "/api/parcels",
  notification: "/api/parcels/notification-requests",
} as const;

/** Creates the request once under its idempotency key (decision 011): a retry gets the same parcel back. */
export function createRequest(request: DraftRequest, key: string): Promise<CreatedParcel> {
  return apiFetch(CREATE_PATHS[request.kind], {
    method: "POST",
    body: request.body,
    headers: { "Idempotency-Key": key },
    schema: createdParcelSchema,
  });
}

export const photosPath = (parcelId: string) => `/api/parcels/${encodeURIComponent(parcelId)}/photos`;

/** One photo, under its own Idempotency-Key: sent again (busy server, lost connection), it is stored once. */
export function uploadPhoto(
  parcelId: string,
  photo: Blob,
  filename: string,
  key: string,
): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append("photo", photo, filename);
  return apiFetch(photosPath(parcelId), { method: "POST", body: form, headers: { "Idempotency-Key": key } });
}
