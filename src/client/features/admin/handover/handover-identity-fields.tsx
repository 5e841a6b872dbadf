import { useState } from "react";
import { Button } from "#client/ui/button";
import { checkPhotoFile } from "#shared/parcel-photo-limits";
import { PhotoUploadButton } from "../common/photo-upload-button";
import type { HandoverDraft, SetHandoverDraft } from "./handover-draft";
import { HandoverTextField } from "./handover-text-field";

/**
 * The fallback when the code is lost or locked (docs/product/recipients.md#collection-code): the name
 * of the person who collects the parcel and their ID number, both required, and an optional photo
 * kept here until the handover is recorded.
 */
export function HandoverIdentityFields({
  recipientName,
  draft,
  set,
  errors,
  photo,
  onPhoto,
}: {
  recipientName: string | null;
  draft: HandoverDraft;
  set: SetHandoverDraft;
  errors: Record<string, string>;
  photo: File | null;
  onPhoto: (photo: File | null) => void;
}) {
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const choose = (file: File) => {
    const check = checkPhotoFile(file);
    setPhotoProblem(check.ok ? null : check.message);
    if (check.ok) onPhoto(file);
  };
  return (
    <div className="space-y-3">
      <HandoverTextField
        label="Nom de la personne qui retire le colis"
        hint={recipientName ? `Destinataire prévu : ${recipientName}` : null}
        value={draft.collectedByName}
        onChange={(collectedByName) => set({ collectedByName })}
        error={errors.collectedByName}
      />
      <HandoverTextField
        label="Numéro de la pièce d'identité"
        value={draft.idNumber}
        onChange={(idNumber) => set({ idNumber })}
        error={errors.idNumber}
      />
      <div className="space-y-1.5">
        <PhotoUploadButton
          label={photo ? "Changer la photo" : "Ajouter une photo (facultatif)"}
          pending={false}
          onFile={choose}
        />
        {photo && (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-700">
            <span className="min-w-0 break-all">Photo jointe : {photo.name}</span>
            <Button variant="secondary" className="min-h-8! px-2! py-1!" onClick={() => onPhoto(null)}>
              Retirer la photo
            </Button>
          </p>
        )}
        {photoProblem && <p className="text-sm font-medium text-red-700">{photoProblem}</p>}
        <p className="text-xs text-stone-600">La photo est envoyée une fois la remise enregistrée.</p>
      </div>
    </div>
  );
}
