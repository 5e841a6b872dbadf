import { Landmark, Smartphone } from "lucide-react";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { formatEuros, formatFcfa } from "#shared/pricing";
import type { PublicConfig } from "#shared/public-config";
import { amountDue } from "./amount-due";
import { Card, DetailList } from "./card";

type Business = PublicConfig["business"];

/**
 * Mobile Money (amount in FCFA) and bank transfer (amount in euros), from the settings
 * (docs/product/parcels.md#payment-page).
 */
export function PaymentMethods({ parcel, business }: { parcel: PaymentInfo; business: Business }) {
  const due = amountDue(parcel);
  const fcfa = due.fcfa === null ? "À confirmer" : formatFcfa(due.fcfa);
  const euros = due.cents === null ? "À confirmer" : formatEuros(due.cents);
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
