import { Pencil } from "lucide-react";
import { useState } from "react";
import {
  type ContentLineDraft,
  ContentsFields,
  contentsFieldErrors,
  contentsOf,
  emptyContentLine,
} from "#client/features/request";
import { ApiError } from "#client/lib/api-error";
import { fieldErrorsOf } from "#client/lib/form-errors";
import { usePublicConfig } from "#client/lib/use-public-config";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { formatEuroAmount } from "#shared/pricing";
import { type ContentItem, contentItemsInputSchema } from "#shared/shop-orders/shop-order-api";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { useEditContents, useRefreshParcel } from "./parcel-actions-api";

const toDraft = (line: ContentItem): ContentLineDraft => ({
  category: line.category,
  description: line.description,
  quantity: String(line.quantity),
  unitValue: formatEuroAmount(line.unitValueCents),
});

/** The server names the lines `items.0.…` (the PUT's body); the form names them `contents.0.…`. */
const asFormKeys = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^items\b/, "contents"), message]),
  );

/**
 * The owner corrects the lines typed in the wizard while the request is pending
 * (docs/product/contents-and-customs.md#contents); the lines of orders sent from Ma boîte stay as
 * declared there.
 */
export function EditContents({ parcel }: { parcel: ParcelDetail }) {
  const [lines, setLines] = useState<ContentLineDraft[] | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const rules = usePublicConfig().data?.shopOrders;
  const edit = useEditContents(parcel.id);
  const refresh = useRefreshParcel(parcel.id);
  const typed = (parcel.contents ?? []).filter((line) => !line.orderId);

  if (lines === null) {
    return (
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          setLines(typed.length > 0 ? typed.map(toDraft) : [emptyContentLine()]);
          setFieldErrors({});
          edit.reset();
        }}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Modifier le contenu
      </Button>
    );
  }

  function save(current: ContentLineDraft[]) {
    const items = contentsOf(current);
    const parsed = contentItemsInputSchema.safeParse(items);
    const errors = {
      ...contentsFieldErrors(current, rules),
      ...(parsed.success
        ? {}
        : fieldErrorsOf(parsed.error.issues.map((i) => ({ ...i, path: ["contents", ...i.path] })))),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    edit.mutate(items, {
      onSuccess: () => setLines(null),
      onError: (error) => {
        if (error instanceof ApiError) setFieldErrors(asFormKeys(error.fieldErrors));
        // Taken in charge meanwhile: the panel shows the parcel as it now is.
        if (error instanceof ApiError && error.status === 409) refresh();
      },
    });
  }

  return (
    <form
      noValidate
      aria-label="Modifier le contenu"
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save(lines);
      }}
    >
      <ContentsFields lines={lines} onChange={setLines} fieldErrors={fieldErrors} />
      <ErrorMessage error={edit.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? "Enregistrement…" : "Enregistrer le contenu"}
        </Button>
        <Button variant="secondary" onClick={() => setLines(null)} disabled={edit.isPending}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
