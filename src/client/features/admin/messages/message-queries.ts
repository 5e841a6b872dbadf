import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { departureMessagesSchema, parcelMessagesSchema } from "#shared/admin/admin-parcels";
import { adminKeys } from "../admin-query-keys";

/**
 * The WhatsApp messages the server prepares for the current status (docs/product/recipients.md#whatsapp).
 * Any change to a parcel or a departure refreshes them (decision 068).
 */

export function useParcelMessages(parcelId: string) {
  return useQuery({
    queryKey: adminKeys.messages.parcel(parcelId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/parcels/${encodeURIComponent(parcelId)}/messages`, {
        schema: parcelMessagesSchema,
        signal,
      }),
  });
}

export function useDepartureMessages(departureId: string) {
  return useQuery({
    queryKey: adminKeys.messages.departure(departureId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/departures/${encodeURIComponent(departureId)}/messages`, {
        schema: departureMessagesSchema,
        signal,
      }),
  });
}
