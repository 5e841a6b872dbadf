import { describe, expect, it } from "vitest";
import { emailProofUrl, proofMessage, whatsappProofUrl } from "./payment-links";

const parcel = { id: "pkg-01KABC", priceCents: 2820, priceFcfa: 18_471 };

describe("proof links of the payment page", () => {
  it("pre-fills the reference and both amounts", () => {
    expect(proofMessage(parcel)).toBe(
      "Bonjour, voici ma preuve de paiement pour la commande pkg-01KABC, d'un montant de 28,20\u00a0€ (18\u202f471\u00a0FCFA).",
    );
  });

  it("builds a wa.me link with digits only and an encoded text", () => {
    const url = new URL(whatsappProofUrl("+228 90 00 00 01", parcel));
    expect(url.origin + url.pathname).toBe("https://wa.me/22890000001");
    expect(url.searchParams.get("text")).toBe(proofMessage(parcel));
  });

  it("builds a mailto with subject and body", () => {
    const url = emailProofUrl("support@colibri.example", parcel);
    expect(
      url.startsWith(
        "mailto:support@colibri.example?subject=Preuve%20de%20paiement%20%E2%80%94%20pkg-01KABC&body=",
      ),
    ).toBe(true);
    expect(decodeURIComponent(url.split("body=")[1] as string)).toContain("pkg-01KABC");
  });
});
