// Kept apart from api-error.ts, which every page loads, so that public pages do not load Zod (merged: every public page 107–112 KB, budget 90 KB).
import { z } from "zod";
import type { ApiErrorBody } from "./api-error";

/** The error body as a response schema, for routes that declare their error answers. */
export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
