import { FileText } from "lucide-react";
import { ParcelShopOrders } from "#client/features/tracking";
import { formatDateTime as dateTime } from "#client/lib/paris-time";
import { DocumentLinks } from "#client/ui/document-links";
import { ParcelContents } from "#client/ui/parcel-contents";
import { estimatedArrivalDate, formatDateFr } from "#shared/calendar";
import { countryName } from "#shared/countries";
import { formatFrenchNumber } from "#shared/french-number";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { STATUS_LABELS } from "#shared/parcels/status";
import { formatEuros, formatFcfa } from "#shared/pricing";
import { adminCustomsDeclarationPath } from "#shared/shop-orders/parcel-contents-api";
import type { ParcelDetail, TrackingEntry } from "#shared/tracking/tracking-schemas";
import { Row } from "../common/detail-row";
import { HandoverSummary } from "../handover/handover-summary";
import { ParcelStatus } from "./parcel-status";
import { RecipientRows } from "./recipient-rows";

/** Who made a history entry, when it was not the carrier: '(par le client)'. */
export const actorText = (actor: TrackingEntry["actor"]): string | null =>
  actor === "client" ? "(par le client)" : null;
const cm = (mm: number | null) => (mm === null ? "?" : `${mm / 10}`);

/** The dialog's first part: what the parcel is (its human name, then its full id), whose, where to, whether paid. */
export function AdminParcelOverview({ parcel }: { parcel: ParcelDetail }) {
  return (
    <dl className="divide-y divide-stone-100">
      <Row label="Colis">
        <span className="block font-semibold">{parcelHumanName(parcel)}</span>
        {/* The reference the client and the labels use (decision 100), then the id the carrier may need. */}
        {parcel.reference ? <span className="block font-mono font-semibold">{parcel.reference}</span> : null}
        <span className="block font-mono text-xs break-all text-stone-600">{parcel.id}</span>
      </Row>
      <Row label="Statut">
        <ParcelStatus parcel={parcel} />
      </Row>
      <Row label="Client">
        {parcel.client?.name}
        {/* No address once the client deleted the account (docs/product/accounts.md#account-deletion). */}
        {parcel.client?.email && (
          <>
            {" "}
            · <span className="break-all">{parcel.client.email}</span>
          </>
        )}
        {parcel.client?.email && parcel.client.emailNotifications === false && (
          <span className="block text-xs text-stone-600">E-mails de suivi désactivés par le client</span>
        )}
      </Row>
      <RecipientRows recipient={parcel.recipient} />
      <Row label="Description">{parcel.description}</Row>
      {/* What customs read (docs/product/contents-and-customs.md#where-shown), beside the description. */}
      <Row label="Contenu">
        <ParcelContents contents={parcel.contents} declarationUrl={adminCustomsDeclarationPath(parcel.id)} />
      </Row>
      <Row label="Trajet">
        {countryName(parcel.fromCountry)} → {countryName(parcel.toCountry)}
      </Row>
      <Row label="Date souhaitée">
        {parcel.preferredDate ? formatDateFr(parcel.preferredDate) : "Aucune (en attente de date)"}
      </Row>
      {parcel.preferredDate && (
        <Row label="Arrivée estimée">{formatDateFr(estimatedArrivalDate(parcel.preferredDate))}</Row>
      )}
      <Row label="Poids">
        {parcel.weightGrams === null
          ? "—"
          : `${formatFrenchNumber(parcel.weightGrams / 1000, { max: 3 })} kg`}
      </Row>
      {(parcel.lengthMm ?? parcel.widthMm ?? parcel.heightMm) !== null && (
        <Row label="Dimensions">
          {cm(parcel.lengthMm)} × {cm(parcel.widthMm)} × {cm(parcel.heightMm)} cm
        </Row>
      )}
      <Row label="Prix">
        {parcel.priceCents === null ? "—" : formatEuros(parcel.priceCents)}
        {parcel.priceFcfa !== null && (
          <span className="text-stone-600"> ({formatFcfa(parcel.priceFcfa)})</span>
        )}
      </Row>
      <Row label="Paiement">
        {parcel.paid ? `Payé${parcel.paidAt ? ` le ${dateTime(parcel.paidAt)}` : ""}` : "Non payé"}
      </Row>
      {parcel.productLink && (
        <Row label="Lien produit">
          <a
            href={parcel.productLink}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline break-all"
          >
            {parcel.productLink}
          </a>
        </Row>
      )}
    </dl>
  );
}

/** The dialog's second part: the handover once delivered, photos, payment proof and history. */
export function ParcelRecords({ parcel }: { parcel: ParcelDetail }) {
  const proof = parcel.paymentProof;
  return (
    <div className="space-y-5">
      <HandoverSummary parcel={parcel} />
      <ParcelShopOrders
        orders={parcel.shopOrders}
        repacking={parcel.repacking}
        headingClassName="mb-2 text-sm font-semibold text-stone-900"
      />
      {parcel.photos.length > 0 && (
        <section>
          <h3 className="text-sm font-semibold text-stone-900">Photos</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {parcel.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.thumbnailUrl}
                    alt={`Colis, vue ${index + 1}`}
                    className="size-24 rounded-lg border border-stone-200 object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section>
        <h3 className="text-sm font-semibold text-stone-900">Preuve de paiement</h3>
        {proof ? (
          <div className="mt-2 space-y-2 text-sm wrap-anywhere">
            {proof.contentType.startsWith("image/") ? (
              <a href={proof.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={proof.url}
                  alt="Preuve de paiement"
                  className="max-h-64 rounded-lg border border-stone-200"
                />
              </a>
            ) : (
              <a
                href={proof.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-brand-700 underline"
              >
                <FileText aria-hidden="true" className="size-4" />
                Ouvrir la preuve (PDF)
                {proof.originalName ? ` — ${proof.originalName}` : ""}
              </a>
            )}
            <p className="text-stone-700">
              Référence de transaction : {proof.transactionReference ?? "non renseignée"}
            </p>
            <p className="text-xs text-stone-500">Reçue le {dateTime(proof.uploadedAt)}</p>
          </div>
        ) : (
          <p className="mt-1 text-sm text-stone-600">Aucune preuve reçue pour l'instant.</p>
        )}
      </section>
      <DocumentLinks documents={parcel.documents} />

      <section>
        <h3 className="text-sm font-semibold text-stone-900">Historique</h3>
        <ol className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4">
          {[...parcel.history].reverse().map((entry) => (
            // Notes and places are typed by the carrier (or the client's cancellation): any word wraps.
            <li key={entry.id} className="text-sm wrap-anywhere">
              <p className="font-medium text-stone-900">
                {STATUS_LABELS[entry.status]}
                {actorText(entry.actor) && (
                  <span className="font-normal text-stone-600"> {actorText(entry.actor)}</span>
                )}
              </p>
              <p className="text-stone-700">{entry.note}</p>
              <p className="text-xs text-stone-500">
                {dateTime(entry.createdAt)}
                {entry.location ? ` · ${entry.location}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
