import { z } from "zod";

/**
 * The administrator's profile switch for the carrier's own alerts: a proof of payment arrived, a new
 * request was confirmed (docs/product/administration.md#admin-alerts). On by default.
 */
export const ADMIN_ALERTS_LABEL = "Recevoir les alertes administrateur par e-mail";
export const ADMIN_ALERTS_HINT =
  "Une preuve de paiement reçue, une nouvelle demande confirmée : un e-mail avec le lien du colis.";

export const adminAlertsSchema = z.object({ enabled: z.boolean() }).strict();
