import { Printer } from "lucide-react";
import { useParcelDetail } from "#client/features/tracking";
import { buttonClasses } from "#client/ui/button-styles";
import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { parcelLabelUrl } from "#shared/departures/departure-files";
import { Modal } from "../common/modal";
import { ParcelWhatsApp } from "../messages/parcel-whatsapp";
import { ParcelSentMessages } from "../messages/sent-messages";
import { ParcelOnlinePayments } from "../online-payments/online-payments-tab";
import { ParcelActionsPanel } from "./parcel-actions-panel";
import { AdminParcelOverview, ParcelRecords } from "./parcel-details";

/** The parcel's printable label (docs/product/departures.md#labels), as downloads. */
function LabelLinks({ parcelId }: { parcelId: string }) {
  const link = buttonClasses("secondary", "md");
  // One under the other: the actions column is 18rem wide on a desktop.
  return (
    <div className="flex flex-col gap-2">
      <a href={parcelLabelUrl(parcelId, "a6")} download className={link}>
        <Printer aria-hidden="true" className="size-4" />
        Étiquette A6
      </a>
      <a href={parcelLabelUrl(parcelId, "a4")} download className={link}>
        <Printer aria-hidden="true" className="size-4" />
        Étiquette A4
      </a>
    </div>
  );
}

/** 'Voir': the parcel's details and the admin's actions on it, refreshed after each action. */
export function ParcelActionDialog({ parcelId, onClose }: { parcelId: string; onClose: () => void }) {
  const { data, error } = useParcelDetail(parcelId);
  return (
    <Modal title="Détails du colis" onClose={onClose} size="lg">
      {error ? (
        <ErrorMessage error={error} />
      ) : !data ? (
        <Spinner />
      ) : (
        // Phone: summary, actions, then records, so acting needs no long scroll. Wider: actions on the right.
        <div className="grid gap-5 md:grid-cols-[1fr_18rem]">
          <AdminParcelOverview parcel={data} />
          <div className="min-w-0 space-y-3 md:col-start-2 md:row-span-2 md:row-start-1">
            <ParcelActionsPanel parcel={data} />
            <ParcelOnlinePayments parcelId={data.id} />
            <LabelLinks parcelId={data.id} />
            <ParcelSentMessages parcelId={data.id} />
            <ParcelWhatsApp parcelId={data.id} />
          </div>
          <ParcelRecords parcel={data} />
        </div>
      )}
    </Modal>
  );
}
