import type { OutgoingEmail } from "#server/features/mail";
import { renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";

/**
 * The account e-mails, in French (docs/product/accounts.md#account-emails). Each greets the person by
 * the name they gave, if any; `to` is where it goes (the new address, for a change of e-mail).
 */
type Person = { name?: string | null; email?: string | null };

export function verifyEmailMessage(person: Person, to: string, url: string): OutgoingEmail {
  return {
    kind: "verify-email",
    to,
    ...renderEmail({
      subject: "Confirmez votre adresse e-mail — Colibri",
      heading: "Bienvenue chez Colibri !",
      paragraphs: [
        greetingLine(person),
        "Votre compte a bien été créé. Pour l'activer et pouvoir envoyer vos colis, confirmez votre adresse e-mail.",
      ],
      action: { label: "Confirmer mon adresse e-mail", url },
      footnote:
        "Ce lien expire dans 24 heures. Si vous n'avez pas créé de compte, ignorez simplement ce message.",
    }),
  };
}

export function changeEmailMessage(person: Person, to: string, url: string): OutgoingEmail {
  return {
    kind: "change-email",
    to,
    ...renderEmail({
      subject: "Confirmez votre nouvelle adresse e-mail — Colibri",
      heading: "Confirmez votre nouvelle adresse",
      paragraphs: [
        greetingLine(person),
        "Vous avez demandé à utiliser cette adresse pour votre compte Colibri. Le changement prendra effet dès que vous l'aurez confirmée.",
      ],
      action: { label: "Confirmer ma nouvelle adresse", url },
      footnote:
        "Ce lien expire dans 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne changera.",
    }),
  };
}

export function resetPasswordMessage(person: Person, to: string, url: string): OutgoingEmail {
  return {
    kind: "reset-password",
    to,
    ...renderEmail({
      subject: "Réinitialisation de votre mot de passe — Colibri",
      heading: "Choisissez un nouveau mot de passe",
      paragraphs: [
        greetingLine(person),
        "Vous avez demandé à réinitialiser le mot de passe de votre compte Colibri.",
      ],
      action: { label: "Choisir un nouveau mot de passe", url },
      footnote:
        "Ce lien ne sert qu'une fois et expire dans 1 heure. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    }),
  };
}
