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
  INVALID_CALLBACK_URL: "Requête refusée : adresse de retour non autorisée.",
  INVALID_REDIRECT_URL: "Requête refusée : adresse de retour non autorisée.",
  SESSION_EXPIRED: "Votre session a expiré. Veuillez vous reconnecter.",
  UNAUTHORIZED: GENERIC_MESSAGES.unauthorized,
  // Two-step sign-in (docs/product/accounts.md#two-factor).
  INVALID_CODE: "Code incorrect. Vérifiez que l'heure de votre téléphone est juste, puis réessayez.",
  INVALID_BACKUP_CODE: "Code de secours incorrect ou déjà utilisé.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    "Trop de codes incorrects. Reconnectez-vous avec votre mot de passe pour réessayer.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Trop de codes incorrects : la validation est bloquée pendant 15 minutes. Réessayez plus tard.",
  INVALID_TWO_FACTOR_COOKIE: "Votre connexion a expiré. Reconnectez-vous avec votre mot de passe.",
  TOTP_ALREADY_ENABLED: "La validation en deux étapes est déjà activée.",
  TOTP_NOT_ENABLED: "La validation en deux étapes n'est pas activée sur ce compte.",
  TWO_FACTOR_NOT_ENABLED: "La validation en deux étapes n'est pas activée sur ce compte.",
  BACKUP_CODES_NOT_ENABLED: "La validation en deux étapes n'est pas activée sur ce compte.",
};

export function frenchAuthMessage(status: number, code: string | undefined, fallback: string): string {
  // Better Auth's lock on wrong codes answers 429 too, with its own reason.
  if (status === 429 && code !== "ACCOUNT_TEMPORARILY_LOCKED") return GENERIC_MESSAGES.tooMany;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 401) return GENERIC_MESSAGES.unauthorized;
  return fallback;
}
