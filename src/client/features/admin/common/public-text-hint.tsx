import { Globe } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Under a field whose text goes into the parcel's history, which the client and the public tracking page
 * show (docs/product/parcels.md#public-tracking): said where the carrier types, before it is sent.
 */
export function PublicTextHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs text-stone-600">
      <Globe aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
