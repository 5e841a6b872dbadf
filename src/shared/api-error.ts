/**
 * The one error body every API route answers with. `message` is French and shown as is;
 * `fieldErrors` maps a field path ("email", "dimensions.lengthCm") to its French message.
 * No Zod here: this module is in every page's first download (the schema is api-error-schema.ts).
 */
export type ApiErrorBody = {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  const fields = body.fieldErrors;
  return (
    typeof body.code === "string" &&
    typeof body.message === "string" &&
    (fields === undefined ||
      (typeof fields === "object" &&
        fields !== null &&
        Object.values(fields).every((v) => typeof v === "string")))
  );
}

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

/** A NUL byte in a request (docs/decisions/036-bad-bytes-are-the-clients-400.md); only the server says it. */
export const FORBIDDEN_CHARACTER_MESSAGE = "Ce texte contient un caractère non autorisé.";

/** A request nested deeper than the server accepts (docs/decisions/061-bounded-request-nesting.md). */
export const TOO_DEEP_MESSAGE = "Le contenu envoyé contient trop de niveaux imbriqués.";

/** The generic French message for a status when no body of ours says more (framework errors, proxies). */
export const GENERIC_MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: GENERIC_MESSAGES.badRequest,
  401: GENERIC_MESSAGES.unauthorized,
  403: GENERIC_MESSAGES.forbidden,
  404: GENERIC_MESSAGES.notFound,
  413: GENERIC_MESSAGES.tooLarge,
  415: GENERIC_MESSAGES.unsupportedMedia,
  429: GENERIC_MESSAGES.tooMany,
};
