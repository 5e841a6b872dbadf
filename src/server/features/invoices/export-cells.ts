import { momentParts, PARIS } from "#shared/french-dates";
import { formatEuroAmount } from "#shared/pricing";

/** The accounting export's cells (docs/product/accounting.md#export): a bare French amount, `1250,50`. */
export const euros = (cents: number) => formatEuroAmount(cents).replaceAll("\u202f", "");

/** A Paris day as Excel in French reads a date: `27/11/2026`. */
export const day = (instant: Date) => {
  const parts = momentParts(instant, PARIS);
  return `${String(parts.day).padStart(2, "0")}/${String(parts.month).padStart(2, "0")}/${parts.year}`;
};
