import { useMutation } from "@tanstack/react-query";
import { Download, FolderLock } from "lucide-react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import { AccountDeletion } from "./account-deletion";
import { downloadMyData } from "./my-data-api";
import { ProfileSection } from "./profile-section";

export const DOWNLOAD_READY = "Votre fichier est prêt : retrouvez-le dans vos téléchargements.";

/** 'Télécharger mes données': one ZIP of everything the account holds (docs/product/accounts.md#data-export). */
function DataDownload() {
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <div>
      <h3 className="font-semibold text-stone-900">Télécharger mes données</h3>
      <p className="mt-1 text-sm leading-relaxed text-stone-600">
        Un fichier ZIP avec votre compte, vos colis et leur historique, vos paiements, vos alertes et les
        e-mails que nous vous avons envoyés, ainsi que les photos de vos colis et vos preuves de paiement.
      </p>
      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? "Préparation du fichier…" : "Télécharger mes données"}
      </Button>
      {download.isSuccess && (
        <Notice tone="success" className="mt-3">
          {DOWNLOAD_READY}
        </Notice>
      )}
      {download.isError && <ErrorMessage error={download.error} className="mt-3" />}
    </div>
  );
}

/**
 * 'Mes données' on the profile (docs/product/accounts.md#data-rights): download everything, or delete
 * the account. The privacy page sends people here.
 */
export function MyDataSection() {
  return (
    <ProfileSection
      id="mes-donnees"
      title="Mes données"
      description="Récupérez une copie de tout ce que Colibri garde sur vous, ou supprimez votre compte."
      icon={FolderLock}
    >
      <div className="mt-5 space-y-6 divide-y divide-stone-200 [&>*+*]:pt-6">
        <DataDownload />
        <AccountDeletion />
      </div>
    </ProfileSection>
  );
}
