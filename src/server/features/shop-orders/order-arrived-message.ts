import type { Tx } from "#server/db/database";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import { queueAccountPushes } from "#server/features/push";
import { greetingLine } from "#shared/accounts";
import { formatDateFr } from "#shared/calendar";
import { orderArrivedTitle, orderWeightText } from "#shared/shop-orders/reception-api";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";

/** Where the client finds their orders waiting (the Ma boîte page). */
export const MA_BOITE_PATH = "/ma-boite";
export const ORDER_ARRIVED_PUSH = "shop-order-arrived-push";

export type OrderOwner = { id: string; name: string | null; email: string; emailNotifications: boolean };

/** « encore 45 jours, jusqu'au mercredi 13 janvier 2027 ». */
const storageLeft = (order: ShopOrder) =>
  `encore ${order.storageDaysLeft} jour${order.storageDaysLeft > 1 ? "s" : ""}, jusqu'au ${formatDateFr(order.storageEndsOn)}`;

/**
 * The e-mail « Votre commande Amazon est arrivée à notre adresse de Paris » (docs/product/reception.md#told):
 * weight, free storage left, and the photo. A photo is served only to a signed-in owner, so the e-mail
 * links it rather than embedding an image no mail reader could load (exported for the typography checker).
 */
export function orderArrivedEmail(owner: OrderOwner, order: ShopOrder, publicUrl: string): OutgoingEmail {
  const title = orderArrivedTitle(order.shopLabel, order.place);
  const [firstPhoto] = order.photoUrls;
  return {
    kind: "shop-order-arrived",
    to: owner.email,
    dedupeKey: `shop-order-arrived:${order.id}`,
    ...renderEmail({
      subject: title,
      heading: title,
      paragraphs: [
        greetingLine(owner),
        `Nous avons reçu votre colis ${order.shopLabel}. Il vous attend dans Ma boîte : déclarez son contenu, puis expédiez-le seul ou avec vos autres commandes.`,
      ],
      sections: [
        {
          title: "Votre colis",
          rows: [
            { label: "Boutique", value: order.shopLabel },
            { label: "Numéro de suivi", value: order.trackingNumber },
            ...(order.orderNumber ? [{ label: "Commande", value: order.orderNumber }] : []),
            { label: "Poids", value: orderWeightText(order.weightGrams) },
            { label: "Stockage gratuit", value: storageLeft(order) },
          ],
        },
      ],
      action: { label: "Voir Ma boîte", url: `${publicUrl}${MA_BOITE_PATH}` },
      links: firstPhoto
        ? [
            {
              label: "La photo du colis",
              url: `${publicUrl}${firstPhoto}`,
              note: "Elle s'ouvre après connexion à votre compte.",
            },
          ]
        : [],
      footnote:
        "Pour ne plus recevoir ces e-mails, désactivez « Recevoir les notifications par e-mail » dans votre profil.",
    }),
  };
}

/**
 * Tells the owner that their order arrived, in the transaction that gave it its owner (reception,
 * claim confirmed, owner chosen): the e-mail when parcel e-mails are on, a push on each of their
 * devices. Dedupe keys make it once per order, whichever of these paths came first.
 */
export async function tellOrderArrived(tx: Tx, owner: OrderOwner, order: ShopOrder, publicUrl: string) {
  if (owner.emailNotifications) await enqueueEmail(tx, orderArrivedEmail(owner, order, publicUrl));
  const title = orderArrivedTitle(order.shopLabel, order.place);
  await queueAccountPushes(
    tx,
    owner.id,
    {
      title,
      body: `${orderWeightText(order.weightGrams)} — stockage gratuit ${storageLeft(order)}.`,
      url: MA_BOITE_PATH,
      tag: `commande-${order.id}`,
    },
    ORDER_ARRIVED_PUSH,
    `shop-order:${order.id}:arrived`,
  );
}
