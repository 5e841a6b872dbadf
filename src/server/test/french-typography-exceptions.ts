import type { TypographyRule } from "#shared/french-typography";

/**
 * The texts the typography checker lets through, each with its reason (decision 074). `text` is a part
 * of the text, as written (any kind of space matches any other); an exception that excuses nothing
 * any more fails the checker, so the list never outlives its texts.
 */
export interface TypographyException {
  rule: TypographyRule;
  text: string;
  reason: string;
}

const SEED = "a text of the product's specification, kept word for word (only its spacing follows the rule)";

export const TYPOGRAPHY_EXCEPTIONS: TypographyException[] = [
  { rule: "email-word", text: "Email ou mot de passe incorrect.", reason: SEED },
  { rule: "email-word", text: "Cet email est déjà utilisé. Veuillez vous connecter.", reason: SEED },
  { rule: "email-word", text: "Aucun compte trouvé avec cet email.", reason: SEED },
  { rule: "email-word", text: "Format d'email invalide", reason: SEED },
  { rule: "email-word", text: "Email mis à jour avec succès", reason: SEED },
  // 'Erreur lors de la mise à jour de l'email', which the profile builds from its parts.
  { rule: "email-word", text: "de l'email", reason: SEED },
];
