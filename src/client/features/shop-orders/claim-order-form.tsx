import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { apiFetch } from "#client/lib/api-client";
import { messageOr } from "#client/lib/form-errors";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { claimAnswerSchema, RECEPTION_PATHS } from "#shared/shop-orders/reception-api";
import { claimBodySchema } from "#shared/shop-orders/shop-order-api";

/**
 * « Une commande livrée n'apparaît pas ? » (docs/product/reception.md#unidentified): the client names an
 * order the carrier could not match by its tracking or order number; the carrier then confirms it.
 * For Ma boîte; `onClaimed` lets the page read its list again.
 */
export function ClaimOrderForm({ onClaimed }: { onClaimed?: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: (number: string) =>
      apiFetch(RECEPTION_PATHS.claims, { method: "POST", body: { number }, schema: claimAnswerSchema }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const input = event.currentTarget.elements.namedItem("number");
    const parsed = claimBodySchema.safeParse({
      number: input instanceof HTMLInputElement ? input.value : "",
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    claim.mutate(parsed.data.number, {
      onSuccess: (answer) => {
        setDone(answer.message);
        onClaimed?.();
        void queryClient.invalidateQueries({ queryKey: ["shop-orders"] });
      },
      onError: (failure) => setError(messageOr(failure, "La demande n'a pas pu être envoyée. Réessayez.")),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Réclamer une commande" className="space-y-3">
      <TextField
        name="number"
        label="Numéro de suivi ou de commande"
        autoComplete="off"
        maxLength={80}
        error={error ?? undefined}
        hint="Tel que la boutique vous l'a donné, dans l'e-mail de commande ou d'expédition."
      />
      {done && <Notice tone="success">{done}</Notice>}
      <SubmitButton loading={claim.isPending} variant="secondary">
        C'est ma commande
      </SubmitButton>
    </form>
  );
}
