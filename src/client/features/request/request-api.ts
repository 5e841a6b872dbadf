import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import type { NotificationRequestInput, ParcelRequestInput } from "#shared/parcel-request";
import {
  type CreatedParcel,
  createdParcelSchema,
  type OfferedDate,
  type UploadedPhoto,
} from "#shared/parcels/request-api";

/**
 * Dates offered on the route (docs/product/request.md#dates-offered), fetched once both countries are
 * chosen and differ.
 */
export function useOfferedDates(from: string, to: string) {
  const enabled = from !== "" && to !== "" && from !== to;
  return useQuery({
    queryKey: ["offered-dates", from, to],
    queryFn: ({ signal }) =>
      apiFetch<{ dates: OfferedDate[] }>(
        `/api/available-dates?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        { signal },
      ).then((body) => body.dates),
    enabled,
    staleTime: 60_000,
  });
}

const idempotency = (key: string) => ({ "Idempotency-Key": key });

export function createParcel(request: ParcelRequestInput, key: string): Promise<CreatedParcel> {
  return apiFetch("/api/parcels", {
    method: "POST",
    body: request,
    headers: idempotency(key),
    schema: createdParcelSchema,
  });
}

export function createNotificationRequest(
  request: NotificationRequestInput,
  key: string,
): Promise<CreatedParcel> {
  return apiFetch("/api/parcels/notification-requests", {
    method: "POST",
    body: request,
    headers: idempotency(key),
    schema: createdParcelSchema,
  });
}

export function uploadPhoto(parcelId: string, photo: Blob, filename: string): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append("photo", photo, filename);
  return apiFetch(`/api/parcels/${encodeURIComponent(parcelId)}/photos`, { method: "POST", body: form });
}
