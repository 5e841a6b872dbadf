import { useState } from "react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import { TextField } from "#client/ui/text-field";
import { useClaimOrder } from "./ma-boite-api";

/** The reception's answer to a claim words the outcome itself (docs/product/reception.md#unidentified). */
const claimAnswerMessage = (answer: unknown) =>
  typeof answer === "object" && answer !== null && "message" in answer && typeof answer.message === "string"
    ? answer.message
    : null;

/**
 * « Une commande à votre nom n'apparaît pas ? » (docs/product/reception.md): the client gives the
 * tracking or order number; the carrier confirms before the order shows in Ma boîte.
 */
export function ClaimForm() {
  const claim = useClaimOrder();
  const [number, setNumber] = useState("");
  return (
    <section
      aria-labelledby="claim-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="claim-heading" className="text-lg font-bold text-stone-900">
        Une commande à votre nom n'apparaît pas ?
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Si la boutique n'a pas mis votre référence sur le colis, donnez-nous son numéro de suivi ou de
        commande : nous vérifions et l'ajoutons à votre boîte.
      </p>
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          claim.mutate(number.trim(), { onSuccess: () => setNumber("") });
        }}
      >
        <TextField
          name="number"
          label="Numéro de suivi ou de commande"
          autoComplete="off"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button type="submit" disabled={claim.isPending || number.trim() === ""}>
          {claim.isPending ? "Envoi…" : "Signaler ma commande"}
        </Button>
      </form>
      {claim.isSuccess && (
        <Notice tone="success" className="mt-3">
          {claimAnswerMessage(claim.data) ??
            "Merci ! Nous vérifions cette commande et vous prévenons dès qu'elle est dans votre boîte."}
        </Notice>
      )}
      <ErrorMessage error={claim.error} className="mt-3" />
    </section>
  );
}
