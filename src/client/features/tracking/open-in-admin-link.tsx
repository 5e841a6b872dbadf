import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { apiFetch } from "#client/lib/api-client";
import { useAppNavigate } from "#client/lib/navigation";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";

/** The admin dashboard opens this parcel's action dialog from `?colis=<id>`. */
export const adminParcelPath = (parcelId: string) => `/admin-dashboard?colis=${encodeURIComponent(parcelId)}`;

/**
 * On the public tracking page a label's QR code opens, `Ouvrir dans l'administration` for a signed-in
 * administrator (docs/product/departures.md#scanning). Nothing for anyone else, nor while the session
 * is unknown (the prerendered page): the public answer carries no id, so the click resolves the code
 * through the admin-only `GET /api/admin/parcels/by-tracking-code/:code`, then opens the parcel.
 */
export function OpenInAdminLink({
  code,
  viewer,
}: {
  code: string;
  /** Who is signed in: undefined while unknown, null for a visitor. */
  viewer: { role: string } | null | undefined;
}) {
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (viewer?.role !== "admin") return null;

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const { id } = await apiFetch<{ id: string }>(
        `/api/admin/parcels/by-tracking-code/${encodeURIComponent(code)}`,
      );
      navigate(adminParcelPath(id));
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" disabled={busy} onClick={open}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Ouvrir dans l'administration
      </Button>
      <ErrorMessage error={error} />
    </div>
  );
}
