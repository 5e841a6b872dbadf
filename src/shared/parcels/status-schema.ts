// Kept apart from status.ts so that public pages show labels and colours without loading Zod (merged: / 89.8 → 112.3 KB, budget 90 KB).
import { z } from "zod";
import { PARCEL_STATUSES, STATUS_FILTERS } from "./status";

export const parcelStatusSchema = z.enum(PARCEL_STATUSES);
export const statusFilterSchema = z.enum(STATUS_FILTERS);
