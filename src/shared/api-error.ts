import { z } from "zod";

/**
 * The one error body every API route answers with. `message` is French and shown as is;
 * `fieldErrors` maps a field path ("email", "dimensions.lengthCm") to its French message.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Generic French messages shared by the server's error handler and the client's API layer. */
export const GENERIC_MESSAGES = {
  internal: "Une erreur est survenue. Veuillez réessayer dans quelques instants.",
  validation: "Certaines informations sont invalides. Vérifiez le formulaire.",
  notFound: "Ressource introuvable.",
  unauthorized: "Veuillez vous connecter pour continuer.",
  forbidden: "Vous n'avez pas accès à cette page.",
  tooMany: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
  badRequest: "Requête invalide.",
  tooLarge: "Le contenu envoyé est trop volumineux.",
  unsupportedMedia: "Type de contenu non pris en charge.",
  network: "Impossible de joindre le serveur. Vérifiez votre connexion internet.",
} as const;
