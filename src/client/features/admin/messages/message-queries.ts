import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { departureMessagesSchema, parcelMessagesSchema } from "#shared/admin/admin-parcels";
import { ADMIN_KEY } from "../parcels/parcel-queries";

/**
 * The WhatsApp messages the server prepares for the current status (docs/product/recipients.md#whatsapp).
 * Under the admin key: any admin change (a new status) refreshes them.
 */

export function useParcelMessages(parcelId: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "parcel-messages", parcelId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/parcels/${encodeURIComponent(parcelId)}/messages`, {
        schema: parcelMessagesSchema,
        signal,
      }),
  });
}

export function useDepartureMessages(departureId: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "departure-messages", departureId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/departures/${encodeURIComponent(departureId)}/messages`, {
        schema: departureMessagesSchema,
        signal,
      }),
  });
}
