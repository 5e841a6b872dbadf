import { LogOut, MailWarning, Send } from "lucide-react";
import { useState } from "react";
import { ApiError } from "#client/lib/api-error";
import { messageOr } from "#client/lib/form-errors";
import { Button } from "#client/ui/button";
import { Notice, type NoticeTone } from "#client/ui/notice";
import type { SessionUser } from "#shared/accounts";
import { sendVerificationEmail } from "./auth-api";
import { OpenMailboxLink } from "./open-mailbox-link";
import { invalidateSession } from "./session";
import { useSignOut } from "./sign-out";

export const CONFIRMATION_RESENT = "Un nouvel e-mail de confirmation vous a été envoyé.";
const RESEND_FALLBACK = "Erreur lors de l'envoi de l'e-mail de confirmation.";

/**
 * What an unconfirmed client sees instead of the private pages
 * (docs/product/accounts.md#waiting-confirmation).
 */
export function WaitingConfirmationPanel({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: NoticeTone; message: string } | null>(null);

  async function resend() {
    setSending(true);
    setResult(null);
    try {
      await sendVerificationEmail();
      setResult({ tone: "success", message: CONFIRMATION_RESENT });
    } catch (error) {
      // Rate-limited resends get the server's "Trop de tentatives…" message.
      setResult({ tone: "error", message: messageOr(error, RESEND_FALLBACK) });
      // Confirmed meanwhile (another tab, another device): the session moves the user on.
      if (error instanceof ApiError && error.code === "EMAIL_ALREADY_VERIFIED") invalidateSession();
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-6">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-900">
        <MailWarning aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
        Vérifiez votre adresse e-mail
      </h1>
      <div className="space-y-3 leading-relaxed text-stone-700">
        <p>
          Pour utiliser votre compte, confirmez d'abord votre adresse e-mail. Nous avons envoyé un lien de
          confirmation à :
        </p>
        <p className="rounded-lg bg-stone-100 px-4 py-3 font-semibold wrap-anywhere text-stone-900">
          {user.email}
        </p>
        <p>
          Ouvrez cet e-mail et cliquez sur le lien : vous serez connecté automatiquement. Pensez à regarder
          dans les courriers indésirables.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <OpenMailboxLink email={user.email} />
        <Button
          variant="secondary"
          size="lg"
          className="text-center whitespace-normal!"
          disabled={sending}
          onClick={() => void resend()}
        >
          <Send aria-hidden="true" className="size-5" />
          Renvoyer l'e-mail de confirmation
        </Button>
      </div>
      {result && <Notice tone={result.tone}>{result.message}</Notice>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-stone-200 pt-6 text-sm text-stone-700">
        <span>Ce n'est pas votre adresse, ou vous partagez cet appareil ?</span>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Se déconnecter
        </Button>
      </div>
    </div>
  );
}
