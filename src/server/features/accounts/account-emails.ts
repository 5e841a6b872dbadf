import type { OutgoingEmail } from "#server/features/mail";
import { renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";

/**
 * The account e-mails, in French (docs/product/accounts.md#account-emails). Each greets the person by
 * the name they gave, if any; `to` is where it goes (the new address, for a change of e-mail).
 */
type Person = { name?: string | null; email?: string | null };

/** What tells one account e-mail from another: its texts around the greeting and its one link. */
type AccountEmailTexts = {
  subject: string;
  heading: string;
  body: string;
  actionLabel: string;
  footnote: string;
};

/** The texts of each account e-mail, by its outbox kind. */
const TEXTS = {
  "verify-email": {
    subject: "Confirmez votre adresse e-mail — Colibri",
    heading: "Bienvenue chez Colibri !",
    body: "Votre compte a bien été créé. Pour l'activer et pouvoir envoyer vos colis, confirmez votre adresse e-mail.",
    actionLabel: "Confirmer mon adresse e-mail",
    footnote:
      "Ce lien expire dans 24 heures. Si vous n'avez pas créé de compte, ignorez simplement ce message.",
  },
  "change-email": {
    subject: "Confirmez votre nouvelle adresse e-mail — Colibri",
    heading: "Confirmez votre nouvelle adresse",
    body: "Vous avez demandé à utiliser cette adresse pour votre compte Colibri. Le changement prendra effet dès que vous l'aurez confirmée.",
    actionLabel: "Confirmer ma nouvelle adresse",
    footnote:
      "Ce lien expire dans 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne changera.",
  },
  "reset-password": {
    subject: "Réinitialisation de votre mot de passe — Colibri",
    heading: "Choisissez un nouveau mot de passe",
    body: "Vous avez demandé à réinitialiser le mot de passe de votre compte Colibri.",
    actionLabel: "Choisir un nouveau mot de passe",
    footnote:
      "Ce lien ne sert qu'une fois et expire dans 1 heure. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  },
  "sign-in-link": {
    subject: "Tentatives de connexion à votre compte — Colibri",
    heading: "Connectez-vous avec ce lien",
    body: "Plusieurs tentatives de connexion à votre compte Colibri ont échoué avec un mauvais mot de passe. Pour votre sécurité, la connexion par mot de passe est suspendue pendant 15 minutes au plus : ce lien vous connecte sans mot de passe.",
    actionLabel: "Me connecter à Colibri",
    footnote:
      "Ce lien ne sert qu'une fois et expire dans 15 minutes. Si ces tentatives ne viennent pas de vous, votre compte reste protégé ; par prudence, choisissez un mot de passe que vous n'utilisez nulle part ailleurs. Ne transférez pas ce message.",
  },
  "sign-in-alert": {
    subject: "Tentatives de connexion à votre compte — Colibri",
    heading: "Des tentatives de connexion ont échoué",
    body: "Plusieurs tentatives de connexion à votre compte Colibri ont échoué avec un mauvais mot de passe. Votre compte reste protégé par la validation en deux étapes : sans le code de votre application, personne ne peut s'y connecter.",
    actionLabel: "Ouvrir mon profil",
    footnote:
      "Si ces tentatives viennent de vous, ignorez ce message. Sinon, par prudence, choisissez depuis votre profil un mot de passe que vous n'utilisez nulle part ailleurs.",
  },
} satisfies Record<string, AccountEmailTexts>;

/** Every account e-mail has the same shape: greeting, one paragraph, one button to `url`, a footnote. */
function accountEmail(kind: keyof typeof TEXTS, person: Person, to: string, url: string): OutgoingEmail {
  const texts: AccountEmailTexts = TEXTS[kind];
  return {
    kind,
    to,
    ...renderEmail({
      subject: texts.subject,
      heading: texts.heading,
      paragraphs: [greetingLine(person), texts.body],
      action: { label: texts.actionLabel, url },
      footnote: texts.footnote,
    }),
  };
}

export const verifyEmailMessage = (person: Person, to: string, url: string): OutgoingEmail =>
  accountEmail("verify-email", person, to, url);

export const changeEmailMessage = (person: Person, to: string, url: string): OutgoingEmail =>
  accountEmail("change-email", person, to, url);

/** After repeated failed sign-ins: the window's one alert, with a link that signs the owner in (decision 038). */
export const signInLinkMessage = (person: Person, to: string, url: string): OutgoingEmail =>
  accountEmail("sign-in-link", person, to, url);

export const resetPasswordMessage = (person: Person, to: string, url: string): OutgoingEmail =>
  accountEmail("reset-password", person, to, url);

/** The same alert for an account with two-step sign-in: no link, the code still guards it. */
export const signInAlertMessage = (person: Person, to: string, url: string): OutgoingEmail =>
  accountEmail("sign-in-alert", person, to, url);
