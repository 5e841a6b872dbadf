import { z } from "zod";

/**
 * The profile's data rights (docs/product/accounts.md#data-rights): downloading one's data and deleting
 * one's account. Texts shared by the server's answers and the profile's section.
 */

/** What a kept parcel shows instead of its client and its personal fields once the account is deleted. */
export const DELETED_ACCOUNT = "Compte supprimé";

export const EXPORT_PATH = "/api/accounts/me/export";
export const DELETE_ACCOUNT_PATH = "/api/accounts/me/delete";

export const DELETION_PASSWORD_REQUIRED = "Saisissez votre mot de passe pour confirmer.";
export const DELETION_WRONG_PASSWORD = "Le mot de passe est incorrect.";
export const DELETION_NO_PASSWORD =
  "Votre compte n'a pas de mot de passe : choisissez-en un avec « Mot de passe oublié ? », puis revenez supprimer votre compte.";
export const DELETION_PARCEL_IN_PROGRESS =
  "Impossible de supprimer votre compte pour l'instant : un colis payé n'est pas encore livré. Vous pourrez le supprimer une fois ce colis livré, ou écrivez-nous si vous souhaitez l'annuler.";
export const DELETION_LAST_ADMIN =
  "Impossible de supprimer le dernier administrateur : nommez d'abord un autre administrateur.";

/**
 * The deletion asks for the password (checked by the server against the account's own) and nothing
 * else: who is deleted is the session's account, never a field of the body.
 */
export const deleteAccountSchema = z
  .object({
    password: z
      .string({ error: DELETION_PASSWORD_REQUIRED })
      .min(1, DELETION_PASSWORD_REQUIRED)
      // The longest password an account can have (docs/product/accounts.md#password-rules).
      .max(128, DELETION_WRONG_PASSWORD),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** `colibri-mes-donnees-2026-11-24.zip`: the day of the export, in Paris. */
export function exportFileName(parisDay: string): string {
  return `colibri-mes-donnees-${parisDay}.zip`;
}
