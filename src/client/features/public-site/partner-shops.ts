/**
 * A partner shop (docs/product/public-site.md#partner-sites). Only Amazon has a partner (affiliate) link;
 * the others link to the shop itself.
 */
export type PartnerShop = {
  id: string;
  name: string;
  description: string;
  /** Empty when the shop has no partner programme with us. */
  affiliateUrl: string;
  officialUrl: string;
  /** The tile's mark: background and letter colours, chosen so the letter passes AA contrast. */
  colour: { background: string; text: string };
};

export const PARTNER_SHOPS: readonly PartnerShop[] = [
  {
    id: "amazon",
    name: "Amazon",
    description:
      "Des millions d'articles : high-tech, maison, livres, beauté, puériculture… livrés rapidement en France.",
    // The carrier's own Amazon Partenaires tag goes here; this one is a development placeholder.
    affiliateUrl: "https://www.amazon.fr/?tag=colibri-demo-21",
    officialUrl: "https://www.amazon.fr",
    colour: { background: "#232f3e", text: "#ff9900" },
  },
  {
    id: "shein",
    name: "Shein",
    description: "La mode femme, homme et enfant, les chaussures et les accessoires à petits prix.",
    affiliateUrl: "",
    officialUrl: "https://fr.shein.com",
    colour: { background: "#111111", text: "#ffffff" },
  },
  {
    id: "temu",
    name: "Temu",
    description: "Maison, cuisine, gadgets, vêtements et accessoires à prix réduits, livrés en France.",
    affiliateUrl: "",
    officialUrl: "https://www.temu.com/fr",
    colour: { background: "#fb7701", text: "#1c1917" },
  },
];
