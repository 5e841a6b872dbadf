/**
 * The French messages of Ma boîte's client actions (docs/product/ma-boite.md#ma-boite,
 * docs/product/ma-boite.md#sending-together): one text per refusal, the same on the server's answer and
 * in the page.
 */
export const ORDER_NOT_FOUND = "Cette commande est introuvable dans votre boîte.";
export const ORDER_ALREADY_SENT =
  "Cette commande est déjà partie dans un colis : son contenu ne peut plus être modifié.";
export const REFUSED_ITEMS_NOT_ACKNOWLEDGED =
  "Lisez la liste des articles que nous ne transportons pas et cochez la case avant de déclarer le contenu.";
export const ORDERS_ALREADY_SENT =
  "Une des commandes choisies est déjà partie dans un autre colis (peut-être depuis un autre onglet). Rechargez Ma boîte.";
export const ORDERS_NOT_DECLARED = "Déclarez le contenu de chaque commande choisie avant de l'expédier.";
export const ORDERS_REPACKING_REQUIRED =
  "Choisissez si nous gardons les cartons d'origine ou les regroupons dans un seul carton.";
export const ORDERS_DUPLICATED = "Une même commande est choisie deux fois.";
export const ORDERS_MIXED_PLACES =
  "Les commandes reçues à Paris et celles reçues à Lomé partent dans des colis différents : choisissez-les séparément.";
export const ordersLeaveFrom = (place: string) =>
  `Ces commandes sont à ${place} : le colis part ${place === "Lomé" ? "du Togo" : "de France"}. Choisissez ce pays de départ.`;
