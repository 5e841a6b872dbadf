import { z } from "zod";
import { parcelStatusSchema } from "./status-schema";

/**
 * The handover at the arrival (docs/product/recipients.md#collection-code): a parcel becomes 'Livré'
 * only when the carrier enters the 6-digit collection code the recipient gives, or, when the
 * recipient lost it, records the collecting person's name and ID number (and may take a photo).
 */

export const COLLECTION_CODE_LENGTH = 6;
/** Wrong codes allowed on a parcel before the carrier must use the identity check instead. */
export const MAX_CODE_ATTEMPTS = 5;

export const COLLECTION_CODE_LABEL = "Code de retrait";
export const COLLECTION_CODE_HINT = "À communiquer au destinataire";
export const COLLECTION_CODE_FORMAT_MESSAGE = `Le code de retrait compte ${COLLECTION_CODE_LENGTH} chiffres.`;
export const wrongCodeMessage = (attemptsLeft: number) =>
  attemptsLeft > 1
    ? `Code de retrait incorrect. Il reste ${attemptsLeft} essais.`
    : "Code de retrait incorrect. Il reste 1 essai.";
export const CODE_LOCKED_MESSAGE = `${MAX_CODE_ATTEMPTS} codes erronés : le code n'est plus accepté pour ce colis. Remettez-le sur pièce d'identité.`;
export const HANDOVER_REQUIRED_MESSAGE =
  "Pour marquer ce colis comme livré, saisissez le code de retrait du destinataire ou relevez sa pièce d'identité.";
export const COLLECTED_BY_REQUIRED = "Indiquez le nom de la personne qui retire le colis.";
export const ID_NUMBER_REQUIRED = "Indiquez le numéro de la pièce d'identité.";

export const HANDOVER_METHODS = ["code", "identity"] as const;
export type HandoverMethod = (typeof HANDOVER_METHODS)[number];

/** Added to the history note, which the public page shows: how, never who. */
export const HANDOVER_NOTE_SUFFIX: Record<HandoverMethod, string> = {
  code: "code de retrait vérifié",
  identity: "remis sur pièce d'identité",
};
export const handoverNote = (note: string, method: HandoverMethod) =>
  `${note} — ${HANDOVER_NOTE_SUFFIX[method]}`;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const common = {
  expectedStatus: parcelStatusSchema,
  note: optionalText(500),
  location: optionalText(120),
};

/** POST /api/admin/parcels/:id/handover */
export const handoverBodySchema = z.discriminatedUnion("method", [
  z
    .object({
      ...common,
      method: z.literal("code"),
      code: z
        .string({ error: COLLECTION_CODE_FORMAT_MESSAGE })
        .transform((code) => code.replace(/\s/g, ""))
        .pipe(z.string().regex(/^\d{6}$/, COLLECTION_CODE_FORMAT_MESSAGE)),
      /** Who came, when it is not the recipient named on the request. */
      collectedByName: optionalText(120),
    })
    .strict(),
  z
    .object({
      ...common,
      method: z.literal("identity"),
      collectedByName: requiredText(COLLECTED_BY_REQUIRED, 120),
      idNumber: requiredText(ID_NUMBER_REQUIRED, 60),
    })
    .strict(),
]);
export type HandoverBody = z.input<typeof handoverBodySchema>;
export type Handover = z.output<typeof handoverBodySchema>;

/** How a delivered parcel was handed over, in its detail (owner and carrier). */
export const handoverSummarySchema = z.object({
  method: z.enum(HANDOVER_METHODS),
  /** The person who collected it. */
  collectedByName: z.string().nullable(),
  /** The carrier only: the ID number recorded when the code was lost. */
  idNumber: z.string().nullable(),
  /** The carrier only: the photo taken at the handover, if any. */
  photoUrl: z.string().nullable(),
  at: z.string(),
});
export type HandoverSummary = z.infer<typeof handoverSummarySchema>;

/** "Retiré par Afi Mensah (code de retrait vérifié)" */
export const collectedByText = (handover: Pick<HandoverSummary, "method" | "collectedByName">) =>
  `Retiré par ${handover.collectedByName ?? "le destinataire"} (${HANDOVER_NOTE_SUFFIX[handover.method]})`;

export const handoverPhotoUrl = (parcelId: string) =>
  `/api/admin/parcels/${encodeURIComponent(parcelId)}/handover-photo`;
export const NOT_HANDED_OVER_MESSAGE = "Le colis n'a pas encore été remis : la photo se prend à la remise.";
export const NO_HANDOVER_PHOTO_MESSAGE = "Aucune photo de remise pour ce colis.";

/** The statuses in which the client is reminded of the code: until the parcel is handed over. */
export const showsCollectionCode = (status: string) => status !== "delivered" && status !== "rejected";
/** The line of the client's e-mails that carries the code. */
export const collectionCodeLine = (code: string) =>
  `${COLLECTION_CODE_LABEL} : ${code} — ${COLLECTION_CODE_HINT.toLowerCase()}`;
