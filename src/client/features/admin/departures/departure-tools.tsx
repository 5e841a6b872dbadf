import { FileSpreadsheet, FileText, MessageCircle, MoveRight, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/ui/button";
import { buttonClasses } from "#client/ui/button-styles";
import { formatDateFr } from "#shared/calendar";
import { countryName } from "#shared/countries";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { departureLabelsUrl, departureManifestUrl } from "#shared/departures/departure-files";
import { WHATSAPP_BUTTON } from "#shared/parcels/parcel-messages";
import { DepartureWhatsAppDialog } from "../messages/departure-whatsapp-dialog";
import { DepartureMoveDialog } from "./departure-move-dialog";

const fileLink = buttonClasses("secondary", "md");

/**
 * A departure's tools (docs/product/departures.md): its labels (A6, or A4 sheets of four) and manifest
 * (CSV for a spreadsheet, PDF for the airline or customs) as downloads, the whole-departure move, and
 * the WhatsApp messages to every client and recipient of the departure (docs/product/recipients.md#whatsapp).
 */
export function DepartureTools({ departure }: { departure: AdminDeparture }) {
  const [moving, setMoving] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const label = `${formatDateFr(departure.date)} · ${countryName(departure.fromCountry)} → ${countryName(departure.toCountry)}`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a href={departureLabelsUrl(departure.id, "a6")} download className={fileLink}>
        <Printer aria-hidden="true" className="size-4" />
        Étiquettes A6
      </a>
      <a href={departureLabelsUrl(departure.id, "a4")} download className={fileLink}>
        <Printer aria-hidden="true" className="size-4" />
        Étiquettes A4 (4 par page)
      </a>
      <a href={departureManifestUrl(departure.id, "csv")} download className={fileLink}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Manifeste CSV
      </a>
      <a href={departureManifestUrl(departure.id, "pdf")} download className={fileLink}>
        <FileText aria-hidden="true" className="size-4" />
        Manifeste PDF
      </a>
      <Button onClick={() => setMoving(true)}>
        <MoveRight aria-hidden="true" className="size-4" />
        Changer le statut du départ
      </Button>
      <Button variant="secondary" onClick={() => setMessaging(true)}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {WHATSAPP_BUTTON}
      </Button>
      {messaging && (
        <DepartureWhatsAppDialog
          departure={{ id: departure.id, label }}
          onClose={() => setMessaging(false)}
        />
      )}
      {moving && (
        <DepartureMoveDialog
          departure={{ id: departure.id, label }}
          counts={departure.statusCounts}
          onClose={() => setMoving(false)}
        />
      )}
    </div>
  );
}
