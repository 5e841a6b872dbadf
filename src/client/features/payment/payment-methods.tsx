import { Landmark, Smartphone } from "lucide-react";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { formatEuros, formatFcfa } from "#shared/pricing";
import type { PublicConfig } from "#shared/public-config";
import { Card, DetailList } from "./card";

type Business = PublicConfig["business"];

/**
 * Mobile Money (amount in FCFA) and bank transfer (amount in euros), from the settings
 * (docs/product/parcels.md#payment-page).
 */
export function PaymentMethods({
  parcel,
  business,
  amount,
}: {
  parcel: PaymentInfo;
  business: Business;
  /** What to pay when it is not the price: the balance of the weigh-in (docs/product/departures.md#weigh-in). */
  amount?: { cents: number; fcfa: number };
}) {
  const cents = amount ? amount.cents : parcel.priceCents;
  const francs = amount ? amount.fcfa : parcel.priceFcfa;
  const fcfa = francs === null ? "À confirmer" : formatFcfa(francs);
  const euros = cents === null ? "À confirmer" : formatEuros(cents);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card title="Mobile Money" icon={Smartphone}>
        <DetailList
          rows={[
            ["Opérateur", business.mobileMoneyOperator],
            ["Bénéficiaire", business.mobileMoneyBeneficiary],
            ["Numéro", business.mobileMoneyNumber],
            ["Montant", fcfa],
          ]}
        />
      </Card>
      <Card title="Virement bancaire" icon={Landmark}>
        <DetailList
          rows={[
            ["Banque", business.bankName],
            ["Bénéficiaire", business.bankBeneficiary],
            ["IBAN", business.bankIban],
            ["BIC", business.bankBic],
            ["Montant", euros],
          ]}
        />
      </Card>
    </div>
  );
}
