import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api-client";
import { departureMessagesSchema, parcelMessagesSchema } from "#shared/admin/admin-parcels";
import {
  departureSentMessagesSchema,
  parcelSentMessagesSchema,
  type SentMessage,
  sentMessageSchema,
} from "#shared/messaging/sent-messages";
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

/**
 * The messages sent without a person (docs/product/notifications.md#carrier), under the same keys so
 * that a status change refreshes them too. While one still travels, it is asked again every 5 s:
 * the provider's « délivré » arrives by webhook a moment after the move.
 */
const stillTravelling = (messages: SentMessage[]) =>
  messages.some((message) => message.state === "pending" || message.state === "sent");

export function useParcelSentMessages(parcelId: string) {
  return useQuery({
    queryKey: [...adminKeys.messages.parcel(parcelId), "sent"],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/parcels/${encodeURIComponent(parcelId)}/sent-messages`, {
        schema: parcelSentMessagesSchema,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data && stillTravelling(query.state.data.messages) ? 5000 : false,
  });
}

export function useDepartureSentMessages(departureId: string) {
  return useQuery({
    queryKey: [...adminKeys.messages.departure(departureId), "sent"],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/departures/${encodeURIComponent(departureId)}/sent-messages`, {
        schema: departureSentMessagesSchema,
        signal,
      }),
  });
}

/** « Renvoyer » a failed message: queued again, then every message view refreshes. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiFetch(`/api/admin/messages/${encodeURIComponent(messageId)}/resend`, {
        method: "POST",
        body: {},
        schema: sentMessageSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages.all }),
  });
}
