import { BulletList, PrivacySection, Term } from "./privacy-prose";

/**
 * Privacy notice (docs/product/public-site.md#privacy), part 1: what is collected, why, for how long, who
 * receives it.
 */
export function PrivacyDataSections() {
  return (
    <>
      <PrivacySection id="donnees" title="Les données que nous collectons">
        <BulletList
          items={[
            <>
              <Term>Votre compte :</Term> votre adresse e-mail, votre nom et votre mot de passe. Le mot de
              passe n'est jamais conservé en clair : nous n'en gardons qu'une empreinte irréversible, que
              personne ne peut relire.
            </>,
            <>
              <Term>Vos envois :</Term> la description du colis, son poids et ses dimensions, les pays de
              départ et d'arrivée, la date souhaitée, le lien du produit le cas échéant, le prix, le statut et
              l'historique de suivi.
            </>,
            <>
              <Term>Les photos de vos colis :</Term> jusqu'à 3 par envoi. Nous les réenregistrons à leur
              arrivée, ce qui efface les informations cachées qu'elles contiennent, comme le lieu de la prise
              de vue.
            </>,
            <>
              <Term>Vos preuves de paiement :</Term> la capture ou le reçu que vous nous envoyez, et la
              référence de la transaction.
            </>,
            <>
              <Term>Des données techniques :</Term> l'adresse IP, la date et la page demandée lors de chaque
              échange avec notre serveur ; pour chaque connexion à votre compte, l'adresse IP et le type de
              navigateur, et un cookie de session qui vous garde connecté.
            </>,
          ]}
        />
        <p>
          Nous ne collectons rien d'autre : pas de cookie publicitaire, pas d'outil de mesure d'audience, pas
          de pistage d'une page à l'autre.
        </p>
      </PrivacySection>

      <PrivacySection id="finalites" title="Pourquoi nous les utilisons">
        <BulletList
          items={[
            <>
              <Term>Transporter votre colis</Term> (exécution de notre contrat) : créer votre compte, traiter
              votre demande, organiser le transport, vous tenir informé par e-mail de chaque étape.
            </>,
            <>
              <Term>Vérifier votre paiement et tenir notre comptabilité</Term> (obligation légale).
            </>,
            <>
              <Term>Protéger le service</Term> (intérêt légitime) : empêcher les tentatives de connexion
              frauduleuses et les abus, diagnostiquer les pannes.
            </>,
          ]}
        />
        <p>Vos données ne sont jamais vendues, ni utilisées pour de la publicité ou du profilage.</p>
      </PrivacySection>

      <PrivacySection id="durees" title="Combien de temps nous les gardons">
        <BulletList
          items={[
            <>
              <Term>Compte :</Term> tant qu'il existe. Un compte sans aucune connexion depuis 3 ans est
              supprimé.
            </>,
            <>
              <Term>Envois et historique de suivi :</Term> 5 ans après la livraison, le délai pendant lequel
              un litige reste possible.
            </>,
            <>
              <Term>Photos des colis :</Term> 6 mois après la livraison, le temps de traiter une éventuelle
              réclamation.
            </>,
            <>
              <Term>Preuves de paiement :</Term> jusqu'à la suppression de votre compte ; les envois payés
              (montant, date, itinéraire) restent 10 ans dans notre comptabilité, comme la loi l'impose.
            </>,
            <>
              <Term>Données techniques :</Term> 6 mois pour les journaux du serveur ; la session et son
              cookie, jusqu'à votre déconnexion ou leur expiration.
            </>,
          ]}
        />
      </PrivacySection>

      <PrivacySection id="destinataires" title="Qui peut les voir">
        <BulletList
          items={[
            <>
              <Term>Le transporteur</Term>, qui gère Colibri, et lui seul : il voit vos demandes, vos photos
              et vos preuves de paiement pour organiser le transport. Il travaille entre la France et le Togo
              et consulte donc ces informations depuis les deux pays.
            </>,
            <>
              <Term>Notre prestataire d'envoi d'e-mails</Term>, qui achemine les messages que nous vous
              adressons (confirmation d'adresse, suivi de votre colis), et <Term>notre hébergeur</Term>, qui
              fait fonctionner nos serveurs. Ils agissent sur nos instructions et ne peuvent pas utiliser vos
              données pour leur propre compte.
            </>,
            <>
              <Term>La personne à qui vous partagez un lien de suivi</Term> voit le trajet, le statut et
              l'historique du colis, et rien de personnel : ni votre nom, ni votre e-mail, ni le prix, ni le
              contenu, ni les photos.
            </>,
          ]}
        />
      </PrivacySection>
    </>
  );
}
