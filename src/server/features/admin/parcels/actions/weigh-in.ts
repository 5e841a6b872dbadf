import type { ActionContext, Decision } from "#server/features/money";
import type { CurrentParcel } from "#server/features/parcel-records";
import { formatKg } from "#shared/departures/departure-text";
import type { MoneySoFar } from "#shared/parcels/balance-settlement";
import type { BalanceState } from "#shared/parcels/balance-state";
import { balanceAfterWeighIn, balanceText, type WeighIn, weighedNote } from "#shared/parcels/weigh-in";
import { kgToGrams } from "#shared/pricing";

/** What the weigh-in writes: the measures, and the balance they leave to settle. */
export type WeighInColumn =
  | "measuredWeightGrams"
  | "measuredLengthMm"
  | "measuredWidthMm"
  | "measuredHeightMm"
  | "measuredAt"
  | "balanceCents"
  | "balanceFcfa"
  | "balanceState"
  | "balanceSettledAt"
  | "balanceNote"
  | "balanceProofReceivedAt";

const mm = (cm: number | null) => (cm === null ? null : Math.round(cm * 10));

const SETTLED_STATES: readonly (BalanceState | null)[] = ["paid", "waived", "refunded"];

/**
 * The move to 'Reçu' with the measured weight (docs/product/departures.md#weigh-in): new price,
 * balance, a note and an e-mail that say so. The balance is against the money already received (and
 * what was waived), so a second weigh-in after a reset asks only for the new difference
 * (docs/product/departures.md#money-received).
 */
export function weighedIn(
  context: Pick<ActionContext, "publicUrl" | "tariff">,
  parcel: CurrentParcel,
  money: MoneySoFar,
  change: Decision,
  weighIn: WeighIn,
): Decision<WeighInColumn> {
  const grams = kgToGrams(weighIn.weightKg);
  const balance = balanceAfterWeighIn(money.received, grams, context.tariff, money.forgiven);
  const balanceLine = balance.state === null ? [] : [balanceText({ ...balance, state: balance.state })];
  // Nothing new to settle: a balance settled before still says what became of it.
  const keepSettled = balance.state === null && SETTLED_STATES.includes(parcel.balanceState);
  return {
    ...change,
    note: weighedNote(change.note, formatKg(grams)),
    columns: {
      measuredWeightGrams: grams,
      measuredLengthMm: mm(weighIn.lengthCm),
      measuredWidthMm: mm(weighIn.widthCm),
      measuredHeightMm: mm(weighIn.heightCm),
      measuredAt: new Date(),
      ...(keepSettled
        ? {}
        : {
            balanceCents: balance.cents,
            balanceFcfa: balance.fcfa,
            balanceState: balance.state,
            balanceSettledAt: null,
            balanceNote: null,
          }),
      balanceProofReceivedAt: null,
    },
    // Without a balance due it stays the usual 'Reçu' e-mail, with the weight in it.
    emailKind: balance.state === "due" ? "weighed-in-balance-due" : "status-changed",
    emailWhateverSwitch: balance.state !== null,
    email: {
      details: [`Poids mesuré : ${formatKg(grams)} kg`, ...balanceLine],
      ...(balance.state === "due"
        ? { action: { label: "Payer le complément", url: `${context.publicUrl}/paiement/${parcel.id}` } }
        : {}),
    },
    details: { weighIn, measuredWeightGrams: grams, balance, receivedBefore: money.received },
  };
}
