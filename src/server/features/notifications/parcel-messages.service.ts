import { collectionPointFor } from "#server/config/collection-points";
import type { Config } from "#server/config/config";
import { knownName } from "#shared/accounts";
import type { PreparedMessage } from "#shared/admin/admin-parcels";
import { type MessageAudience, whatsappMessage } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import type { ParcelStatus } from "#shared/parcels/status";
import { formatPhone } from "#shared/phones/phone-display";
import type { Recipient } from "#shared/recipients/recipient";
import type { NotificationChannel } from "./notification-channel";
import { whatsappLinkChannel } from "./whatsapp-link-channel";

/** What the messages of a parcel need to know about it. */
export type MessageParcel = {
  id: string;
  description: string;
  fromCountry: string;
  toCountry: string;
  status: ParcelStatus;
  trackingCode: string;
  client: { name: string | null; email: string | null; phone: string | null } | null;
  recipient: Recipient | null;
};

type Settings = Pick<
  Config,
  "PUBLIC_URL" | "COLLECTION_POINT_TG" | "COLLECTION_HOURS_TG" | "COLLECTION_POINT_FR" | "COLLECTION_HOURS_FR"
>;

const AUDIENCE_LABELS: Record<MessageAudience, string> = { client: "Client", recipient: "Destinataire" };

/**
 * The message of the parcel's current status for its client and for its recipient, each prepared by
 * the channel (docs/product/recipients.md#whatsapp); someone without a phone on file gets none.
 */
export function parcelMessages(
  parcel: MessageParcel,
  settings: Settings,
  channel: NotificationChannel = whatsappLinkChannel,
): PreparedMessage[] {
  const clientName = parcel.client ? knownName(parcel.client) : null;
  const people: { audience: MessageAudience; name: string | null; phone: string | null }[] = [
    { audience: "client", name: clientName, phone: parcel.client?.phone ?? null },
    { audience: "recipient", name: parcel.recipient?.name ?? null, phone: parcel.recipient?.phone ?? null },
  ];
  return people.flatMap(({ audience, name, phone }) => {
    if (!phone) return [];
    const text = whatsappMessage({
      audience,
      status: parcel.status,
      parcelName: parcelHumanName(parcel),
      trackingUrl: `${settings.PUBLIC_URL}/suivi/${parcel.trackingCode}`,
      clientName,
      recipientName: parcel.recipient?.name ?? null,
      collectionPoint: collectionPointFor(settings, parcel.toCountry),
    });
    return [
      {
        audience,
        name: `${AUDIENCE_LABELS[audience]} : ${name ?? parcel.client?.email ?? "—"}`,
        phone: formatPhone(phone),
        text,
        delivery: channel.prepare({ phone, text }),
      },
    ];
  });
}
