/**
 * What the handover form holds while the carrier types (docs/product/recipients.md#collection-code):
 * the code the recipient reads out, or, when it is lost or locked, who collects the parcel and their
 * ID number; the note and place of any status change.
 */
export type HandoverDraft = {
  lost: boolean;
  code: string;
  collectedByName: string;
  idNumber: string;
  note: string;
  location: string;
};

/** How the form's parts change some of the draft's fields. */
export type SetHandoverDraft = (change: Partial<HandoverDraft>) => void;

/** The form opens on the code, with the transition's own note. */
export const newHandoverDraft = (note: string): HandoverDraft => ({
  lost: false,
  code: "",
  collectedByName: "",
  idNumber: "",
  note,
  location: "",
});
