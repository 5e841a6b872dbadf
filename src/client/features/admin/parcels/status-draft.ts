import type { ParcelStatus } from "#shared/parcels/status";
import type { NextStatusOption } from "#shared/parcels/transitions";

/**
 * The status form's choice and note (docs/product/administration.md#transitions): the note starts as
 * the chosen move's own note, and follows the choice until the admin writes their own.
 */
export type StatusDraft = { to: ParcelStatus | null; note: string };

type Choice = Pick<NextStatusOption, "to" | "note" | "enabled">;

/**
 * The first move the parcel may make, with its note; nothing chosen when none is possible. Refusing
 * is never chosen in advance: an unpaid request (the one a proof is waiting on) can only be refused,
 * and one click on the form's button must not refuse it by accident.
 */
export function initialStatusDraft(options: readonly Choice[]): StatusDraft {
  const first = options.find((option) => option.enabled && option.to !== "rejected");
  return first ? { to: first.to, note: first.note } : { to: null, note: "" };
}

/**
 * Choosing another move re-fills the note, unless the admin changed the note of the previous choice
 * (an emptied note counts as changed: the server then records its default note).
 */
export function chooseStatus(draft: StatusDraft, options: readonly Choice[], to: ParcelStatus): StatusDraft {
  const next = options.find((option) => option.to === to);
  if (!next?.enabled) return draft;
  const previous = options.find((option) => option.to === draft.to);
  const untouched = draft.to === null ? draft.note === "" : draft.note === previous?.note;
  return { to, note: untouched ? next.note : draft.note };
}
