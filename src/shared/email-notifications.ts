import { z } from "zod";

/** The profile switch that turns off parcel e-mails (docs/product/accounts.md#email-switches). */
export const EMAIL_NOTIFICATIONS_LABEL = "Recevoir les notifications par e-mail";
export const EMAIL_NOTIFICATIONS_HINT =
  "Paiement validé et chaque changement de statut de vos colis. Les e-mails liés à votre compte sont toujours envoyés.";

export const emailNotificationsSchema = z.object({ enabled: z.boolean() }).strict();
