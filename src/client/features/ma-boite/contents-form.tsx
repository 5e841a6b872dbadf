import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ApiError } from "#client/lib/api-client";
import { Button } from "#client/ui/button";
import { DECIMAL_INPUT } from "#client/ui/decimal-input";
import { ErrorMessage } from "#client/ui/error-message";
import { inputClasses } from "#client/ui/input-styles";
import { TextField } from "#client/ui/text-field";
import { CONTENT_CATEGORIES, CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import type { ShopOrder } from "#shared/shop-orders/shop-order-api";
import { type ContentLine, EMPTY_LINE, itemsOf, linesOf } from "./contents-lines";
import { useDeclareContents } from "./ma-boite-api";

/**
 * The contents of one waiting order (docs/product/ma-boite.md#ma-boite): category, description,
 * quantity, value of one article in euros typed the French way. Saving replaces the whole list.
 */
export function ContentsForm({ order, onSaved }: { order: ShopOrder; onSaved: () => void }) {
  const declare = useDeclareContents(order.id);
  const [lines, setLines] = useState<ContentLine[]>(() =>
    order.contents.length > 0 ? linesOf(order.contents) : [{ ...EMPTY_LINE }],
  );
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const serverErrors = declare.error instanceof ApiError ? declare.error.fieldErrors : {};
  const errors = { ...serverErrors, ...localErrors };
  const formId = useId();

  const change = (index: number, patch: Partial<ContentLine>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  function save() {
    const read = itemsOf(lines);
    if ("fieldErrors" in read) {
      setLocalErrors(read.fieldErrors);
      return;
    }
    setLocalErrors({});
    declare.mutate(read.items, { onSuccess: onSaved });
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {lines.map((line, index) => {
        const field = (name: string) => errors[`items.${index}.${name}`];
        const key = `${formId}-${index}`;
        return (
          <fieldset key={key} className="space-y-3 rounded-xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-700">Article {index + 1}</legend>
            <div>
              <label htmlFor={`${key}-category`} className="block text-sm font-medium text-stone-800">
                Catégorie
              </label>
              <select
                id={`${key}-category`}
                className={`mt-1.5 ${inputClasses(Boolean(field("category")))}`}
                value={line.category}
                onChange={(event) =>
                  change(index, { category: event.target.value as ContentLine["category"] })
                }
              >
                <option value="">Choisir…</option>
                {CONTENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CONTENT_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
              {field("category") && (
                <p className="mt-1.5 text-sm font-medium text-red-700">{field("category")}</p>
              )}
            </div>
            <TextField
              name={`items.${index}.description`}
              label="Description"
              placeholder="Robe en coton"
              value={line.description}
              error={field("description")}
              onChange={(event) => change(index, { description: event.target.value })}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                name={`items.${index}.quantity`}
                label="Quantité"
                inputMode="numeric"
                value={line.quantity}
                error={field("quantity")}
                onChange={(event) => change(index, { quantity: event.target.value })}
              />
              <TextField
                name={`items.${index}.unitValueCents`}
                label="Valeur d'un article (€)"
                placeholder="12,50"
                {...DECIMAL_INPUT}
                value={line.value}
                error={field("unitValueCents")}
                onChange={(event) => change(index, { value: event.target.value })}
              />
            </div>
            {lines.length > 1 && (
              <Button
                variant="secondary"
                onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Retirer cet article
              </Button>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setLines((current) => [...current, { ...EMPTY_LINE }])}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter un article
        </Button>
        <Button type="submit" disabled={declare.isPending}>
          {declare.isPending ? "Enregistrement…" : "Enregistrer le contenu"}
        </Button>
      </div>
      {/* A refusal named on its fields is read there; anything else (409, network) shows here. */}
      <ErrorMessage error={Object.keys(errors).length > 0 ? null : declare.error} />
    </form>
  );
}
