import { CircleCheck, CloudUpload, FileUp, Mail, MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { PENDING_UPLOAD_MESSAGE } from "#client/lib/pending-uploads";
import { pendingUploads, usePendingUploads } from "#client/lib/pending-uploads-instance";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { buttonClasses } from "#client/ui/button-styles";
import { ErrorMessage } from "#client/ui/error-message";
import { ExternalLink } from "#client/ui/external-link";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { formatMomentFr, PARIS } from "#shared/french-dates";
import { MAX_PHOTO_BYTES } from "#shared/parcel-photo-limits";
import {
  type PaymentInfo,
  PROOF_TOO_LARGE_MESSAGE,
  PROOF_TYPE_MESSAGE,
  TRANSACTION_REFERENCE_MAX_LENGTH,
} from "#shared/parcels/request-api";
import type { PublicConfig } from "#shared/public-config";
import { amountDue } from "./amount-due";
import { Card } from "./card";
import { useSendProof } from "./payment-api";
import { emailProofUrl, whatsappProofUrl } from "./payment-links";

/** A first check in the browser; the server decides by reading the file (decision 010). */
function checkProof(file: File | undefined): string | null {
  if (!file) return "Choisissez le fichier de votre preuve de paiement.";
  if (!(file.type.startsWith("image/") || file.type === "application/pdf")) return PROOF_TYPE_MESSAGE;
  if (file.size > MAX_PHOTO_BYTES) return PROOF_TOO_LARGE_MESSAGE;
  return null;
}

/** docs/product/parcels.md#payment-proof: send the proof by WhatsApp, by e-mail, or upload it here. */
export function ProofSection({
  parcel,
  business,
}: {
  parcel: PaymentInfo;
  business: PublicConfig["business"];
}) {
  const fileId = useId();
  const [file, setFile] = useState<File | undefined>();
  const [reference, setReference] = useState("");
  const send = useSendProof(parcel.id);
  // Proofs chosen offline, waiting for the connection (docs/product/offline.md), and those the server
  // refused once they got there.
  const waiting = usePendingUploads(parcel.id);
  const refused = pendingUploads.refused(parcel.id);
  // The message names what this proof pays: the price, or the weigh-in's balance.
  const due = amountDue(parcel);
  const amounts = { id: parcel.id, priceCents: due.cents, priceFcfa: due.fcfa };
  // The file is kept in state: its name is shown beside the button that picks it.
  const form = useFormSubmit({
    read: () => ({ file, reference }),
    validate: () => {
      const problem = checkProof(file);
      return problem || !file
        ? { ok: false, fieldErrors: {}, message: problem }
        : { ok: true, data: { file, reference } };
    },
    call: (proof) => send.mutateAsync(proof),
    onSuccess: (_proof, element) => {
      setFile(undefined);
      setReference("");
      element.reset();
    },
  });

  return (
    <Card title="Envoyer la preuve de paiement" icon={FileUp}>
      <p className="text-stone-700">
        Après votre paiement, envoyez-nous la capture d'écran ou le reçu : le message est prêt, avec la
        référence de paiement et le montant.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ExternalLink
          href={whatsappProofUrl(business.supportWhatsapp, amounts)}
          className={buttonClasses("primary", "lg")}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          Par WhatsApp
        </ExternalLink>
        <a href={emailProofUrl(business.supportEmail, amounts)} className={buttonClasses("secondary", "lg")}>
          <Mail aria-hidden="true" className="size-5" />
          Par e-mail
        </a>
      </div>

      {parcel.proof && (
        <Notice tone="success" className="mt-5">
          Preuve reçue le {formatMomentFr(parcel.proof.uploadedAt, { timeZone: PARIS })}
          {parcel.proof.transactionReference ? ` (transaction ${parcel.proof.transactionReference})` : ""}.
          Nous la vérifions au plus vite.
        </Notice>
      )}

      {parcel.canUploadProof ? (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.onSubmit}
          className="mt-5 space-y-4 border-t border-stone-200 pt-5"
        >
          <p className="font-medium text-stone-900">
            {parcel.proof ? "Envoyer une autre preuve ici" : "Ou envoyez-la directement ici"}
          </p>
          <div>
            <p id={`${fileId}-label`} className="block text-sm font-medium text-stone-800">
              Capture d'écran ou reçu (image ou PDF, 10 Mo maximum)
            </p>
            {/* A label styled as a button: the browser's own file button speaks the browser's language. */}
            <div className="mt-1.5 flex flex-wrap items-center gap-3">
              <label htmlFor={fileId} className={`${buttonClasses("secondary")} cursor-pointer`}>
                <FileUp aria-hidden="true" className="size-4" />
                Choisir un fichier
              </label>
              <span className="wrap-anywhere text-sm text-stone-700">
                {file ? file.name : "Aucun fichier choisi"}
              </span>
            </div>
            <input
              id={fileId}
              type="file"
              accept="image/*,application/pdf"
              aria-labelledby={`${fileId}-label`}
              onChange={(event) => setFile(event.target.files?.[0])}
              className="sr-only"
            />
          </div>
          <TextField
            name="transactionReference"
            label="Référence de la transaction (optionnel)"
            value={reference}
            maxLength={TRANSACTION_REFERENCE_MAX_LENGTH}
            onChange={(event) => setReference(event.target.value)}
            hint="Le numéro de transaction indiqué par votre opérateur ou votre banque."
          />
          {/* A refused check; a failed call is the alert below. */}
          {form.message && !form.error && <Notice tone="error">{form.message}</Notice>}
          <ErrorMessage error={form.error} />
          {waiting.map((upload) => (
            <p
              key={upload.key}
              role="status"
              className="flex items-center gap-2 text-sm font-medium text-amber-900"
            >
              <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
              {upload.fileName} : {PENDING_UPLOAD_MESSAGE}
            </p>
          ))}
          {refused.map((outcome) =>
            outcome.result === "refused" ? (
              <Notice key={outcome.upload.key} tone="error">
                {outcome.upload.fileName} : {outcome.message}
              </Notice>
            ) : null,
          )}
          {send.isSuccess && !send.isPending && !send.data.queued && (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              Preuve envoyée, merci !
            </p>
          )}
          <SubmitButton loading={send.isPending} className="w-full sm:w-auto">
            Envoyer la preuve
          </SubmitButton>
        </form>
      ) : null}
    </Card>
  );
}
