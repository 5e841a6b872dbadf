import { FOREIGN_ORIGIN_MESSAGE } from "#server/http/origin-check";
import { PASSWORD_TOO_LONG } from "#shared/accounts";
import { GENERIC_MESSAGES } from "#shared/api-error";

export const INVALID_LINK_MESSAGE = "Ce lien est invalide ou a expiré. Demandez-en un nouveau.";

/**
 * Better Auth answers in English with stable codes; users read French (docs/product/accounts.md#errors).
 * Codes not listed fall back to the message of the action that failed (see the bridge rules).
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email ou mot de passe incorrect.",
  USER_ALREADY_EXISTS: "Cet email est déjà utilisé. Veuillez vous connecter.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Cet email est déjà utilisé. Veuillez vous connecter.",
  USER_NOT_FOUND: "Aucun compte trouvé avec cet email.",
  INVALID_EMAIL: "Format d'email invalide.",
  INVALID_TOKEN: INVALID_LINK_MESSAGE,
  TOKEN_EXPIRED: INVALID_LINK_MESSAGE,
  INVALID_PASSWORD: "Le mot de passe actuel est incorrect.",
  // Our schemas stop long new passwords first; Better Auth still checks the current one's length.
  PASSWORD_TOO_LONG,
  EMAIL_ALREADY_VERIFIED: "Votre adresse e-mail est déjà confirmée.",
  INVALID_ORIGIN: FOREIGN_ORIGIN_MESSAGE,
  MISSING_OR_NULL_ORIGIN: FOREIGN_ORIGIN_MESSAGE,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: FOREIGN_ORIGIN_MESSAGE,
  INVALID_CALLBACK_URL: "Requête refusée : adresse de retour non autorisée.",
  INVALID_REDIRECT_URL: "Requête refusée : adresse de retour non autorisée.",
  SESSION_EXPIRED: "Votre session a expiré. Veuillez vous reconnecter.",
  UNAUTHORIZED: GENERIC_MESSAGES.unauthorized,
};

export function frenchAuthMessage(status: number, code: string | undefined, fallback: string): string {
  if (status === 429) return GENERIC_MESSAGES.tooMany;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 401) return GENERIC_MESSAGES.unauthorized;
  return fallback;
}
