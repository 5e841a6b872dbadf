import { collectionPointFor } from "#server/config/collection-points";
import type { Config } from "#server/config/config";
import type { Tx } from "#server/db/database";
import { knownName } from "#shared/accounts";
import { countryName } from "#shared/countries";
import { formatMomentDayFr } from "#shared/french-dates";
import {
  fillTemplate,
  isRecipientMessageStatus,
  RECIPIENT_TEMPLATES,
  type RecipientTemplateInput,
} from "#shared/parcels/parcel-messages";
import { publicTrackingPath } from "#shared/tracking/tracking-code";
import { enqueueMessage } from "./message-outbox";
import { phoneChannelsOn } from "./senders";

/** What a parcel's recipient messages need; never its collection code (decision 082). */
export type RecipientMessageParcel = {
  id: string;
  toCountry: string;
  trackingCode: string;
  recipientName: string | null;
  recipientPhone: string | null;
  recipientMessagesConsent: boolean;
  clientName: string | null;
  clientEmail: string | null;
  collectedByName?: string | null;
};

/** Queues the recipients' messages of a status change in its transaction; built once per request. */
export type RecipientMessenger = (tx: Tx, parcels: RecipientMessageParcel[], status: string) => Promise<void>;

type Settings = Parameters<typeof phoneChannelsOn>[0] &
  Pick<Config, "COLLECTION_POINT_TG" | "COLLECTION_HOURS_TG" | "COLLECTION_POINT_FR" | "COLLECTION_HOURS_FR">;

/** The template's parameters for one parcel (exported for the test over every template). */
export function recipientTemplateInput(
  parcel: RecipientMessageParcel,
  settings: Settings,
  now = new Date(),
): RecipientTemplateInput {
  const point = collectionPointFor(settings, parcel.toCountry);
  return {
    senderName:
      (parcel.clientName && knownName({ name: parcel.clientName, email: parcel.clientEmail })) || "un client",
    destination: point?.address.at(-2) ?? countryName(parcel.toCountry),
    trackingUrl: `${settings.PUBLIC_URL}${publicTrackingPath(parcel.trackingCode)}`,
    collectionPoint: point?.address.join(", ") ?? countryName(parcel.toCountry),
    collectionHours: point?.hours.join(", ") ?? "",
    collectedBy: parcel.collectedByName ?? parcel.recipientName ?? "son destinataire",
    handoverDay: formatMomentDayFr(now, { timeZone: "Africa/Lome" }),
  };
}

/**
 * The recipient's message of a status (docs/product/notifications.md#who-gets-what): at « En transit »,
 * « En livraison » and « Livré », by WhatsApp when it is on, else by SMS; only with the consent the
 * client gave at request time; once per parcel and status whatever happens next (the dedupe key).
 * With no phone channel on, nothing is queued and the carrier's wa.me links stay (decision 055).
 */
export function recipientMessenger(settings: Settings): RecipientMessenger {
  return async (tx, parcels, status) => {
    if (!isRecipientMessageStatus(status)) return;
    const [channel] = phoneChannelsOn(settings);
    if (!channel) return;
    const template = RECIPIENT_TEMPLATES[status];
    for (const parcel of parcels) {
      if (!parcel.recipientPhone || !parcel.recipientMessagesConsent) continue;
      const params = template.params(recipientTemplateInput(parcel, settings));
      await enqueueMessage(tx, {
        channel,
        to: parcel.recipientPhone,
        template: template.name,
        params,
        body: fillTemplate(template.body, params),
        audience: "recipient",
        parcelId: parcel.id,
        parcelStatus: status,
        dedupeKey: `parcel:${parcel.id}:${status}:recipient`,
      });
    }
  };
}
