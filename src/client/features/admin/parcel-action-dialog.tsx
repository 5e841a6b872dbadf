import { useParcelDetail } from "#client/features/tracking";
import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { Modal } from "./modal";
import { ParcelActionsPanel } from "./parcel-actions-panel";
import { AdminParcelOverview, ParcelRecords } from "./parcel-details";

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
          <div className="md:col-start-2 md:row-span-2 md:row-start-1">
            <ParcelActionsPanel parcel={data} />
          </div>
          <ParcelRecords parcel={data} />
        </div>
      )}
    </Modal>
  );
}
