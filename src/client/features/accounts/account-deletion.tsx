import { Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "#client/lib/api-error";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { CheckList } from "#client/ui/check-list";
import { useConfirmTrigger } from "#client/ui/confirm-step";
import { Notice } from "#client/ui/notice";
import { PasswordField } from "#client/ui/password-field";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { deleteAccountSchema, deleteAccountWithCodeSchema } from "#shared/account-data";
import { ACCOUNT_DELETED_PATH } from "./account-deleted-notice";
import { deleteMyAccount } from "./my-data-api";
import { sessionResource, useSession } from "./session";

/** What goes and what stays, said before the password is asked (docs/product/accounts.md#account-deletion). */
export const DELETED_ITEMS = [
  "votre compte, et sa connexion sur tous vos appareils",
  "vos alertes de date et les e-mails que nous vous avons envoyés",
  "les photos de vos colis et vos preuves de paiement",
  "vos demandes non payées",
];
export const KEPT_PARCELS =
  "Vos colis payés sont gardés pour notre comptabilité (montant, trajet, dates, suivi), mais votre nom, votre adresse e-mail et la description du colis y sont remplacés par « Compte supprimé ».";

/**
 * 'Supprimer mon compte': the button opens, in place, what will happen and the password — and, for an
 * account with two-step sign-in, a code of its app or a backup code; only that form deletes. The server refuses while a paid parcel is on its way, and for the last administrator,
 * with a message shown here. Once deleted, the session is gone: home, with a notice.
 */
export function AccountDeletion() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const navigate = useNavigate();
  const { triggerId, cancel } = useConfirmTrigger(() => setOpen(false));
  const { user } = useSession();
  // The server asks it too when the session read here was older than the protection.
  const [codeAsked, setCodeAsked] = useState(false);
  const withCode = user?.twoFactorEnabled === true || codeAsked;
  const { formRef, onSubmit, fieldErrors, message, error, loading } = useFormSubmit({
    schema: withCode ? deleteAccountWithCodeSchema : deleteAccountSchema,
    call: deleteMyAccount,
    async onSuccess() {
      // The session first, as at sign-out: no page may go on showing the account.
      sessionResource.set(null);
      await navigate(ACCOUNT_DELETED_PATH, { replace: true });
    },
  });
  useEffect(() => {
    if (error instanceof ApiError && error.code === "TWO_FACTOR_CODE_REQUIRED") setCodeAsked(true);
  }, [error]);

  return (
    <div>
      <h3 className="font-semibold text-stone-900">Supprimer mon compte</h3>
      <p className="mt-1 text-sm leading-relaxed text-stone-600">
        La suppression est définitive. Pensez à télécharger vos données avant.
      </p>
      {/* Stays in place while the form is open, so that 'Annuler' can give it the focus back. */}
      <Button
        id={triggerId}
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Supprimer mon compte
      </Button>
      {open && (
        <form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-label="Confirmer la suppression du compte"
          className="mt-3 space-y-4 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <div className="text-sm leading-relaxed text-stone-800">
            <p className="font-semibold">Seront supprimés :</p>
            <CheckList
              items={DELETED_ITEMS}
              className="mt-2 space-y-1.5"
              itemClassName="flex items-start gap-2"
              icon={Trash2}
              iconClassName="mt-0.5 size-4 shrink-0 text-red-700"
            />
            <p className="mt-3">{KEPT_PARCELS}</p>
            <p className="mt-3">
              Tant qu'un colis payé n'est pas livré, le compte ne peut pas être supprimé.
            </p>
          </div>
          <PasswordField
            name="password"
            label="Mot de passe"
            hint="Pour confirmer, saisissez le mot de passe de votre compte."
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          {withCode && (
            <TextField
              name="code"
              label="Code de validation en deux étapes"
              hint="Le code à 6 chiffres de votre application d'authentification, ou l'un de vos codes de secours."
              autoComplete="one-time-code"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={16}
              required
              error={fieldErrors.code}
            />
          )}
          {message && (
            <Notice tone="error">
              <p data-form-message tabIndex={-1} className="focus:outline-none">
                {message}
              </p>
            </Notice>
          )}
          <div className="flex flex-wrap gap-2">
            {/* The label may wrap: on a 390-px phone it is wider than the red box. */}
            <SubmitButton loading={loading} className="w-full sm:w-auto">
              <span className="whitespace-normal">Supprimer définitivement mon compte</span>
            </SubmitButton>
            <Button variant="secondary" disabled={loading} onClick={cancel}>
              Annuler
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
