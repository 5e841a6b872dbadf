import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#client/ui/button";

/**
 * Previous / next with "Page n sur m"; hidden when everything fits on one page. `capped`: the total was
 * counted up to a cap only (admin parcels, decision 048), so "Page n sur plus de m" and next stays open.
 */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && !capped) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Précédent
      </Button>
      <p className="text-sm text-stone-600">
        Page {page} sur {capped ? `plus de ${pages}` : pages}
      </p>
      <Button variant="secondary" disabled={page >= pages && !capped} onClick={() => onPage(page + 1)}>
        Suivant
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
