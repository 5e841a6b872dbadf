import { useState } from "react";
import { ApiError } from "#client/lib/api-client";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import {
  CODE_LOCKED_MESSAGE,
  COLLECTION_CODE_LENGTH,
  HANDOVER_NOTE_SUFFIX,
  handoverBodySchema,
} from "#shared/parcels/handover";
import { defaultStatusNote } from "#shared/parcels/transitions";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { NoteAndLocationFields } from "../common/note-and-location-fields";
import { type HandoverDraft, newHandoverDraft, type SetHandoverDraft } from "./handover-draft";
import { HandoverIdentityFields } from "./handover-identity-fields";
import { useHandover } from "./handover-queries";
import { HandoverTextField } from "./handover-text-field";

/** Under the code field: how many wrong codes the parcel still allows. */
export const attemptsLeftText = (left: number) =>
  left > 1 ? `${left} essais restants` : `${left} essai restant`;

/**
 * 'En livraison' → 'Livré' (docs/product/recipients.md#collection-code): the carrier types the 6-digit
 * code the recipient gives (the carrier never sees it), or, when the recipient lost it or the code is
 * locked after too many wrong ones, records who collects the parcel and their ID number, with an
 * optional photo sent once the handover is recorded. A wrong code answers 409 and the parcel is
 * refetched, so the attempts left under the field go down.
 */
export function HandoverForm({
  parcel,
  defaultNote,
  onDone,
  onStale,
}: {
  parcel: ParcelDetail;
  /** The transition's own note, editable like any status change's. */
  defaultNote: string;
  /** The handover is recorded; `photoError` says why its photo was not sent, if it was not. */
  onDone: (success: string, photoError: string | null) => void;
  /** Someone changed the parcel meanwhile: the form goes with the old status, the panel says why. */
  onStale: (message: string) => void;
}) {
  const locked = parcel.codeAttemptsLeft === 0;
  const [draft, setDraft] = useState<HandoverDraft>(() => newHandoverDraft(defaultNote));
  const [photo, setPhoto] = useState<File | null>(null);
  const handover = useHandover(parcel.id);
  const byIdentity = locked || draft.lost;
  const set: SetHandoverDraft = (change) => setDraft((old) => ({ ...old, ...change }));

  const form = useFormSubmit({
    read: () => {
      const common = { expectedStatus: parcel.status, note: draft.note, location: draft.location };
      return byIdentity
        ? { ...common, method: "identity", collectedByName: draft.collectedByName, idNumber: draft.idNumber }
        : { ...common, method: "code", code: draft.code, collectedByName: draft.collectedByName };
    },
    schema: handoverBodySchema,
    call: async (body) => {
      try {
        const outcome = await handover.mutateAsync({
          body,
          photo: body.method === "identity" ? photo : null,
        });
        onDone(`Colis livré : ${HANDOVER_NOTE_SUFFIX[body.method]}.`, outcome.photoError);
      } catch (error) {
        if (error instanceof ApiError && error.code === "STALE_PARCEL") onStale(error.message);
        throw error;
      }
    },
  });
  const errors = form.fieldErrors;

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-3">
      <fieldset className="space-y-3 rounded-lg border border-green-200 bg-green-50/60 p-3">
        <legend className="px-1 text-sm font-semibold text-green-950">Remise au destinataire</legend>
        {locked ? (
          <Notice tone="info">{CODE_LOCKED_MESSAGE}</Notice>
        ) : (
          <>
            {!draft.lost && (
              <CodeFields
                draft={draft}
                set={set}
                attemptsLeft={parcel.codeAttemptsLeft}
                error={errors.code}
              />
            )}
            <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                checked={draft.lost}
                onChange={(event) => set({ lost: event.target.checked })}
                className="size-5 shrink-0 accent-brand-700"
              />
              Le destinataire a perdu son code
            </label>
          </>
        )}
        {byIdentity && (
          <HandoverIdentityFields
            recipientName={parcel.recipient?.name ?? null}
            draft={draft}
            set={set}
            errors={errors}
            photo={photo}
            onPhoto={setPhoto}
          />
        )}
      </fieldset>
      <NoteAndLocationFields
        note={draft.note}
        onNoteChange={(note) => set({ note })}
        notePlaceholder={defaultStatusNote("delivered")}
        location={draft.location}
        onLocationChange={(location) => set({ location })}
        locationPlaceholder="Ex. : Point de retrait de Lomé"
        errors={{ note: errors.note, location: errors.location }}
      />
      {form.message && (
        <Notice tone="error">
          <p data-form-message tabIndex={-1} className="focus:outline-none">
            {form.message}
          </p>
        </Notice>
      )}
      <SubmitButton loading={form.loading} className="w-full">
        Confirmer la remise
      </SubmitButton>
    </form>
  );
}

/** The code the recipient reads out, and, only if someone else came for them, who. */
function CodeFields({
  draft,
  set,
  attemptsLeft,
  error,
}: {
  draft: HandoverDraft;
  set: SetHandoverDraft;
  attemptsLeft: number | null;
  error: string | undefined;
}) {
  return (
    <>
      <HandoverTextField
        label="Code de retrait donné par le destinataire"
        hint={attemptsLeft === null ? null : attemptsLeftText(attemptsLeft)}
        value={draft.code}
        onChange={(code) => set({ code })}
        error={error}
        inputMode="numeric"
        // Room for the spaces a carrier may type while hearing it ("123 456"); the server drops them.
        maxLength={COLLECTION_CODE_LENGTH + 3}
        placeholder="6 chiffres"
        className="font-mono tracking-widest"
      />
      <HandoverTextField
        label="Retiré par (facultatif, si ce n'est pas le destinataire)"
        value={draft.collectedByName}
        onChange={(collectedByName) => set({ collectedByName })}
        error={undefined}
        maxLength={120}
      />
    </>
  );
}
