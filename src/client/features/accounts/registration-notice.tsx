import { LogIn, MailCheck } from "lucide-react";
import { Button } from "#client/ui/button";
import { OpenMailboxLink } from "./open-mailbox-link";

/**
 * After sign-up (docs/product/accounts.md#sign-up) the account exists but cannot be used until the
 * address is confirmed; the notice says so, names the address, and offers to log in or to open the
 * mailbox.
 */
export function RegistrationNotice({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <div className="mt-6 space-y-6">
      <div className="flex items-start gap-4 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="space-y-2 leading-relaxed">
          <p className="font-semibold">Plus qu'une étape : confirmez votre adresse e-mail</p>
          <p>
            Votre compte a bien été créé. Pour l'activer, validez votre adresse e-mail en cliquant sur le lien
            que nous venons d'envoyer à <strong className="wrap-anywhere">{email}</strong>.
          </p>
        </div>
      </div>
      <p className="text-sm leading-relaxed text-stone-600">
        Vous ne trouvez pas l'e-mail ? Regardez dans les courriers indésirables. Une fois l'adresse confirmée,
        vous pourrez faire vos demandes d'envoi.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <OpenMailboxLink email={email} />
        <Button variant="secondary" size="lg" onClick={onSignIn}>
          <LogIn aria-hidden="true" className="size-5" />
          Se connecter
        </Button>
      </div>
    </div>
  );
}
