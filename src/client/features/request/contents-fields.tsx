import { Plus, Trash2 } from "lucide-react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Button } from "#client/ui/button";
import { DECIMAL_INPUT } from "#client/ui/decimal-input";
import { inputClasses } from "#client/ui/input-styles";
import { TextField } from "#client/ui/text-field";
import { centsToFcfa, formatEuros, formatFcfa } from "#shared/pricing";
import { CONTENT_CATEGORIES, CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import { CONTENT_LIMITS } from "#shared/shop-orders/shop-order-api";
import { type ContentLineDraft, emptyContentLine, typedContentsValue } from "./contents-draft";
import { FieldError } from "./field-error";

type ContentsFieldsProps = {
  lines: ContentLineDraft[];
  onChange: (lines: ContentLineDraft[]) => void;
  /** Keyed as the schema keys them: `contents.0.description`, or `contents` for the list. */
  fieldErrors: Record<string, string>;
};

/**
 * The contents of the parcel, line by line (docs/product/contents-and-customs.md#contents): category,
 * description, quantity and the value of one article in euros typed the French way, the declared total
 * with FCFA beside, and the list of what the carrier refuses.
 */
export function ContentsFields({ lines, onChange, fieldErrors }: ContentsFieldsProps) {
  const config = usePublicConfig().data;
  const set = (index: number, patch: Partial<ContentLineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const total = typedContentsValue(lines);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">Contenu du colis</legend>
      <p className="text-sm text-stone-600">
        Chaque article, pour la déclaration en douane : ce qu'il est, combien, et sa valeur.
      </p>
      <FieldError id="wizard-contents-error" error={fieldErrors.contents} />
      <ol className="space-y-3">
        {lines.map((line, index) => {
          const key = (field: string) => `contents.${index}.${field}`;
          const categoryError = fieldErrors[key("category")];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the list, as the errors name it.
            <li key={index} className="rounded-xl border border-stone-200 p-3">
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-semibold text-stone-800">Article {index + 1}</p>
                {lines.length > 1 && (
                  <button
                    type="button"
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                    className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-red-700 underline"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Retirer l'article {index + 1}
                  </button>
                )}
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <div>
                  <label
                    htmlFor={`wizard-${key("category")}`}
                    className="block text-sm font-medium text-stone-800"
                  >
                    Catégorie
                  </label>
                  <select
                    id={`wizard-${key("category")}`}
                    name={key("category")}
                    value={line.category}
                    aria-invalid={categoryError ? true : undefined}
                    aria-describedby={categoryError ? `wizard-${key("category")}-error` : undefined}
                    onChange={(event) =>
                      set(index, { category: event.target.value as ContentLineDraft["category"] })
                    }
                    className={`mt-1.5 ${inputClasses(Boolean(categoryError))}`}
                  >
                    <option value="">Choisir…</option>
                    {CONTENT_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {CONTENT_CATEGORY_LABELS[category]}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`wizard-${key("category")}-error`} error={categoryError} />
                </div>
                <TextField
                  name={key("description")}
                  label="Description"
                  placeholder="Ex. : robe en coton"
                  maxLength={CONTENT_LIMITS.descriptionMax}
                  value={line.description}
                  error={fieldErrors[key("description")]}
                  onChange={(event) => set(index, { description: event.target.value })}
                />
                <TextField
                  name={key("quantity")}
                  label="Quantité"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={line.quantity}
                  error={fieldErrors[key("quantity")]}
                  onChange={(event) => set(index, { quantity: event.target.value })}
                />
                <TextField
                  name={key("unitValueCents")}
                  label="Valeur d'un article (€)"
                  {...DECIMAL_INPUT}
                  placeholder="Ex. : 12,50"
                  value={line.unitValue}
                  error={fieldErrors[key("unitValueCents")]}
                  onChange={(event) => set(index, { unitValue: event.target.value })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {lines.length < CONTENT_LIMITS.linesMax && (
        <Button variant="secondary" onClick={() => onChange([...lines, emptyContentLine()])}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter un article
        </Button>
      )}
      <p className="text-sm text-stone-800" data-testid="contents-total">
        Valeur déclarée : <strong className="font-semibold">{formatEuros(total)}</strong>
        {config && <span className="text-stone-600"> ({formatFcfa(centsToFcfa(total, config.tariff))})</span>}
      </p>
      {config && config.shopOrders.refusedItems.length > 0 && (
        <div className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          <p className="font-medium text-stone-800">Articles refusés</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {config.shopOrders.refusedItems.map((item) => (
              <li key={item.label}>{item.label}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
