import { Ban } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { useAcknowledgeRefusedItems } from "./ma-boite-api";

/**
 * The items the carrier refuses (docs/product/contents-and-customs.md#refused-items), always shown; the
 * client acknowledges the list once, before declaring any contents.
 */
export function RefusedItemsBox({
  labels,
  acknowledged,
}: {
  labels: readonly string[];
  acknowledged: boolean;
}) {
  const acknowledge = useAcknowledgeRefusedItems();
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  return (
    <section
      aria-labelledby="refused-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-stone-900 sm:p-6"
    >
      <h2 id="refused-heading" className="flex items-center gap-2 text-lg font-bold">
        <Ban aria-hidden="true" className="size-5 text-amber-700" />
        Articles que nous ne transportons pas
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-sm">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      {acknowledged ? (
        <p className="mt-3 text-sm text-stone-600">Vous avez pris connaissance de cette liste.</p>
      ) : (
        <div className="mt-4 space-y-3">
          <label htmlFor={checkboxId} className="flex items-start gap-3 text-sm font-medium">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
            />
            J'ai lu la liste : mes commandes ne contiennent aucun de ces articles.
          </label>
          <Button disabled={!checked || acknowledge.isPending} onClick={() => acknowledge.mutate()}>
            Confirmer
          </Button>
          <ErrorMessage error={acknowledge.error} />
        </div>
      )}
    </section>
  );
}
