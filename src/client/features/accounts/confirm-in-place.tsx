/**
 * Ending a device is asked twice, in place rather than in a dialog (docs/product/accounts.md#sessions),
 * with `ConfirmStep` (src/client/ui/confirm-step.tsx).
 */

/** What every button that ends sessions takes from the section. */
export type EndingProps = {
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};
