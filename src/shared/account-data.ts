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
  "Votre compte n'a pas de mot de passe : choisissez-en un avec « Mot de passe oublié ? », puis revenez supprimer votre compte.";
export const DELETION_PARCEL_IN_PROGRESS =
  "Impossible de supprimer votre compte pour l'instant : un colis payé n'est pas encore livré. Vous pourrez le supprimer une fois ce colis livré, ou écrivez-nous si vous souhaitez l'annuler.";
/** Shop orders still in the warehouse are the client's goods (docs/product/reception.md#storage). */
export const DELETION_ORDERS_WAITING =
  "Impossible de supprimer votre compte pour l'instant : des commandes vous attendent dans Ma boîte. Expédiez-les, ou écrivez-nous pour convenir de ce que nous en faisons.";
/** A payment made online that the carrier could not record is owed back first (docs/product/online-payment.md#not-recorded). */
export const DELETION_REFUND_OWED =
  "Impossible de supprimer votre compte pour l'instant : un paiement en ligne doit encore vous être remboursé. Vous pourrez le supprimer une fois le remboursement fait, ou écrivez-nous.";
export const DELETION_LAST_ADMIN =
  "Impossible de supprimer le dernier administrateur : nommez d'abord un autre administrateur.";

export const DELETION_CODE_REQUIRED =
  "Saisissez le code à 6 chiffres de votre application d'authentification, ou un code de secours.";
export const DELETION_WRONG_CODE = "Ce code est incorrect ou a déjà servi.";

const deletionPasswordSchema = z
  .string({ error: DELETION_PASSWORD_REQUIRED })
  .min(1, DELETION_PASSWORD_REQUIRED)
  // The longest password an account can have (docs/product/accounts.md#password-rules).
  .max(128, DELETION_WRONG_PASSWORD);

/** The app's 6 digits or a backup code (`abcde-12345`), as typed: spaces are dropped. */
const deletionCodeSchema = z
  .string({ error: DELETION_CODE_REQUIRED })
  .transform((value) => value.replaceAll(/\s/g, ""))
  .pipe(z.string().min(1, DELETION_CODE_REQUIRED).max(20, DELETION_WRONG_CODE));

/**
 * The deletion asks for the password (checked by the server against the account's own) and, for an
 * account with two-step sign-in, a code of its authenticator app or a backup code; nothing else: who
 * is deleted is the session's account, never a field of the body.
 */
export const deleteAccountSchema = z
  .object({ password: deletionPasswordSchema, code: deletionCodeSchema.optional() })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** The form's own check when the account has two-step sign-in: the code is required too. */
export const deleteAccountWithCodeSchema = z
  .object({ password: deletionPasswordSchema, code: deletionCodeSchema })
  .strict();

/** `colibri-mes-donnees-2026-11-24.zip`: the day of the export, in Paris. */
export function exportFileName(parisDay: string): string {
  return `colibri-mes-donnees-${parisDay}.zip`;
}
