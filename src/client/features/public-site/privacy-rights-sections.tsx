import { Link } from "react-router";
import { mailtoUrl } from "#client/lib/contact-links";
import { usePublicConfig } from "#client/lib/use-public-config";
import { ExternalLink } from "#client/ui/external-link";
import { textLinkClass } from "#client/ui/link-styles";
import { BulletList, PrivacySection, Term } from "./privacy-prose";

/**
 * The support address from the settings (docs/ARCHITECTURE.md#settings); the contact page until it has
 * loaded.
 */
function SupportEmailLink() {
  const email = usePublicConfig().data?.business.supportEmail;
  if (!email) {
    return (
      <Link to="/contact-support" className={textLinkClass}>
        l'adresse e-mail du support
      </Link>
    );
  }
  return (
    <a href={mailtoUrl(email)} className={`${textLinkClass} break-all`}>
      {email}
    </a>
  );
}

/**
 * Privacy notice (docs/product/public-site.md#privacy), part 2: the user's rights, how to use them, and
 * the complaint to the CNIL.
 */
export function PrivacyRightsSections() {
  return (
    <>
      <PrivacySection id="droits" title="Vos droits">
        <p>Sur les données qui vous concernent, vous pouvez à tout moment demander :</p>
        <BulletList
          items={[
            <>
              <Term>l'accès</Term> : savoir ce que nous avons et en recevoir une copie ;
            </>,
            <>
              <Term>la rectification</Term> de ce qui est inexact ;
            </>,
            <>
              <Term>l'effacement</Term>, sauf ce que la loi nous oblige à garder (les pièces comptables) ;
            </>,
            <>
              <Term>la portabilité</Term> : recevoir vos données dans un fichier lisible par une machine ;
            </>,
            <>
              <Term>l'opposition</Term> à un traitement fondé sur notre intérêt légitime, et sa{" "}
              <Term>limitation</Term> le temps d'examiner une contestation.
            </>,
          ]}
        />
        <p>
          Vous pouvez déjà corriger votre nom, votre adresse e-mail et votre mot de passe vous-même dans « Mon
          Profil ».
        </p>
        <p>
          Pour télécharger toutes vos données ou supprimer votre compte, ouvrez{" "}
          <Link to="/profile#mes-donnees" className={textLinkClass}>
            « Mon Profil »
          </Link>
          , rubrique « Mes données ». Le téléchargement vous donne un fichier ZIP avec votre compte, vos
          envois et leur historique, vos paiements, les e-mails que nous vous avons envoyés, les photos de vos
          colis et vos preuves de paiement. La suppression efface votre compte, vos photos, vos preuves de
          paiement et vos demandes non payées ; vos envois payés restent dans notre comptabilité, sans votre
          nom, votre adresse e-mail ni la description du colis. Elle n'est pas possible tant qu'un colis payé
          n'a pas été livré.
        </p>
      </PrivacySection>

      <PrivacySection id="exercer" title="Comment les exercer">
        <p>
          Écrivez-nous à <SupportEmailLink /> depuis l'adresse de votre compte, en précisant votre demande.
          Nous vous répondons dans un délai d'un mois au plus. Si la demande ne vient pas de l'adresse du
          compte, nous pourrons vous demander de confirmer votre identité avant d'y donner suite.
        </p>
      </PrivacySection>

      <PrivacySection id="reclamation" title="Votre droit de réclamation">
        <p>
          Si vous estimez que nous ne respectons pas vos droits, vous pouvez adresser une réclamation à la
          Commission nationale de l'informatique et des libertés (CNIL), sur{" "}
          <ExternalLink href="https://www.cnil.fr/fr/plaintes" className={textLinkClass}>
            cnil.fr/fr/plaintes
          </ExternalLink>
          , ou à l'autorité de protection des données de votre pays. N'hésitez pas à nous écrire d'abord :
          nous préférons corriger une erreur rapidement.
        </p>
      </PrivacySection>
    </>
  );
}
