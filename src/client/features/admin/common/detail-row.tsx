import type { ReactNode } from "react";

/**
 * One line of the parcel dialog's details: a label on the left, its value on the right. Values are often
 * typed by a client (description, recipient, landmark): a word longer than the column breaks anywhere
 * (overflow-wrap: anywhere, which also lets the column narrow), instead of pushing the dialog wider than
 * a phone.
 */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}
