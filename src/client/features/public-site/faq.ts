/** The questions customers ask most, for the contact page (docs/product/public-site.md#contact). */
export type FaqEntry = { question: string; answer: string };

type FaqFacts = {
  /** '12€/kg' */
  tariffPerKg: string;
  /** '7 860 FCFA/kg' */
  fcfaPerKg: string;
  /** The Mobile Money operator of the settings, or undefined while they load. */
  mobileMoneyOperator?: string;
};

export function faqEntries({ tariffPerKg, fcfaPerKg, mobileMoneyOperator }: FaqFacts): FaqEntry[] {
  const mobileMoney = mobileMoneyOperator ? `Mobile Money (${mobileMoneyOperator})` : "Mobile Money";
  return [
    {
      question: "Combien coûte l'envoi d'un colis ?",
      answer: `Le tarif est unique : ${tariffPerKg}, soit ${fcfaPerKg}. Le prix est simplement le poids multiplié par ce tarif ; l'assurance et le suivi sont inclus, sans frais cachés. Le montant exact s'affiche pendant votre demande, avant tout engagement.`,
    },
    {
      question: "Quels sont les délais de livraison ?",
      answer:
        "Chaque trajet a ses dates de transport, que vous choisissez au moment de la demande. Votre colis est livré 1 à 2 jours après la date de transport. Si aucune date n'est encore ouverte sur votre trajet, cochez « Oui, tenez-moi informé » : vous recevrez un e-mail dès qu'une date est publiée, et vous pourrez la choisir depuis « Mes Colis » sans refaire votre demande.",
    },
    {
      question: "Comment puis-je payer ?",
      answer: `Par ${mobileMoney} ou par virement bancaire. Les coordonnées s'affichent après la confirmation de votre demande. Envoyez ensuite votre preuve de paiement depuis la page de paiement, par WhatsApp ou par e-mail : votre demande est validée dès réception du paiement.`,
    },
    {
      question: "Y a-t-il des frais de douane ?",
      answer:
        "Des droits de douane peuvent s'appliquer à l'arrivée selon la nature et la valeur du contenu. Ils ne sont pas compris dans notre tarif. En cas de doute sur un envoi, contactez-nous avant de le déposer : nous vous conseillons.",
    },
    {
      question: "Quels objets sont interdits ?",
      answer:
        "Les produits dangereux ou inflammables (gaz, aérosols, batteries lithium seules), les armes et munitions, les stupéfiants, les contrefaçons, l'argent liquide, les denrées périssables, les animaux et les plantes, ainsi que les médicaments sans ordonnance. La liste complète figure sur la page Services.",
    },
    {
      question: "Comment suivre mon colis ?",
      answer:
        "Depuis « Mes Colis », une fois connecté : chaque étape (acceptation, réception, transit, livraison) y apparaît avec sa date. Vous pouvez aussi partager un lien de suivi avec le destinataire, et échanger directement avec le transporteur pendant le trajet.",
    },
    {
      question: "Mon colis est-il assuré ?",
      answer:
        "Oui, l'assurance est comprise dans le tarif au kilo, sans supplément. En cas de perte ou de dommage pendant le transport, contactez le support avec la référence de votre colis et des photos : nous traitons votre dossier directement avec le transporteur.",
    },
    {
      question: "Comment fonctionnent les sites partenaires ?",
      answer: `Commandez sur Amazon, Shein ou Temu en indiquant notre adresse de réception en France comme adresse de livraison, puis faites une demande d'envoi sur Colibri avec le lien du produit. Nous réceptionnons votre commande et l'acheminons au Togo au tarif habituel de ${tariffPerKg}.`,
    },
    {
      question: "Où déposer mon colis ?",
      answer:
        "À notre adresse de réception en France (ou au Togo pour un envoi vers la France), indiquée plus haut sur cette page, avant la date de transport choisie. Prévenez-nous de votre passage par WhatsApp.",
    },
  ];
}
