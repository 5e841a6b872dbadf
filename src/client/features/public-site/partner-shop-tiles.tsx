import { ExternalLink as ExternalIcon } from "lucide-react";
import { buttonClasses } from "#client/ui/button-styles";
import { ExternalLink } from "#client/ui/external-link";
import { PARTNER_SHOPS, type PartnerShop } from "./partner-shops";

function ShopTile({ shop }: { shop: PartnerShop }) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        {/* A lettered square, not the shop's logo: trademarks are theirs, and an image costs bytes. */}
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl text-2xl font-extrabold"
          style={{ backgroundColor: shop.colour.background, color: shop.colour.text }}
        >
          {shop.name.charAt(0)}
        </span>
        <h3 className="text-xl font-bold text-stone-900">{shop.name}</h3>
      </div>
      <p className="mt-4 flex-1 leading-relaxed text-stone-600">{shop.description}</p>
      {shop.affiliateUrl && (
        <p className="mt-4 text-sm text-stone-600">
          Passer par notre lien partenaire soutient Colibri, sans rien changer à vos prix.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2">
        {shop.affiliateUrl && (
          <ExternalLink href={shop.affiliateUrl} className={buttonClasses("primary", "md", "w-full")}>
            <span className="sr-only">{shop.name} : </span>
            Lien partenaire
            <ExternalIcon aria-hidden="true" className="size-4" />
          </ExternalLink>
        )}
        <ExternalLink
          href={shop.officialUrl}
          className={buttonClasses(shop.affiliateUrl ? "secondary" : "primary", "md", "w-full")}
        >
          <span className="sr-only">{shop.name} : </span>
          Site officiel
          <ExternalIcon aria-hidden="true" className="size-4" />
        </ExternalLink>
      </div>
    </li>
  );
}

/**
 * Amazon (partner and official links), Shein and Temu (official only), in a new tab
 * (docs/product/public-site.md#partner-sites).
 */
export function PartnerShopTiles() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
      {PARTNER_SHOPS.map((shop) => (
        <ShopTile key={shop.id} shop={shop} />
      ))}
    </ul>
  );
}
