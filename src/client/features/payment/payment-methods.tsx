import { Landmark, Smartphone } from "lucide-react";
import { type Business, paymentMethods } from "#shared/parcels/payment-instructions";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { amountDue } from "./amount-due";
import { Card, DetailList } from "./card";

const ICONS = { "mobile-money": Smartphone, bank: Landmark } as const;

/**
 * Mobile Money (amount in FCFA) and bank transfer (amount in euros), from the settings
 * (docs/product/parcels.md#payment-page): the same rows as the booking e-mail's.
 */
export function PaymentMethods({ parcel, business }: { parcel: PaymentInfo; business: Business }) {
  const due = amountDue(parcel);
  const methods = paymentMethods(business, {
    fcfa: due.fcfa === null ? "À confirmer" : formatFcfa(due.fcfa),
    euros: due.cents === null ? "À confirmer" : formatEuros(due.cents),
  });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {methods.map((method) => (
        <Card key={method.kind} title={method.title} icon={ICONS[method.kind]}>
          <DetailList rows={method.rows.map((row) => [row.label, row.value])} />
        </Card>
      ))}
    </div>
  );
}
