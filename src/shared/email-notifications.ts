import { z } from "zod";

/** B3: the profile switch that turns off parcel e-mails (account e-mails always go). */
export const EMAIL_NOTIFICATIONS_LABEL = "Recevoir les notifications par e-mail";
export const EMAIL_NOTIFICATIONS_HINT =
  "Paiement validé et chaque changement de statut de vos colis. Les e-mails liés à votre compte sont toujours envoyés.";

export const emailNotificationsSchema = z.object({ enabled: z.boolean() }).strict();
export type EmailNotifications = z.infer<typeof emailNotificationsSchema>;
