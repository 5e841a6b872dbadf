import { whatsappDigits } from "#shared/phones/phone-display";
import type { NotificationChannel } from "./notification-channel";

/**
 * WhatsApp's click-to-chat link (https://wa.me/<digits>?text=…): it opens the conversation with the
 * message typed in, on the carrier's phone or WhatsApp Web, and the carrier presses send. No account,
 * no API, nothing sent without a person (decision 055).
 */
export const whatsappLinkChannel: NotificationChannel = {
  prepare: (message) => ({
    mode: "link",
    url: `https://wa.me/${whatsappDigits(message.phone)}?text=${encodeURIComponent(message.text)}`,
  }),
};
