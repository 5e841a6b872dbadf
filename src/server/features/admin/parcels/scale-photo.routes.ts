import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registerUploads, sendStoredFile, uploadRoute } from "#server/features/files";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/parcel-photo-limits";
import { parcelIdParamsSchema as params } from "#shared/parcels/request-api";
import { readScalePhoto, saveScalePhoto } from "./scale-photo.service";

/**
 * The photo of a weighed parcel on the scale (docs/product/departures.md#weigh-in): multipart field
 * `photo`, re-encoded to WebP; read back by the admin. Inside the admin plugin, whose hook already
 * requires an administrator.
 */
export const scalePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  uploadRoute(
    app,
    "/:id/scale-photo",
    {
      guard: app.guards.requireAdmin,
      params,
      created: z.object({ width: z.number().int(), height: z.number().int() }),
      field: "photo",
      tooLarge: PHOTO_TOO_LARGE_MESSAGE,
    },
    (_request, { id }, readFile) =>
      saveScalePhoto(app.database.db, id, async () => (await readFile()).content),
  );

  app.get("/:id/scale-photo", { schema: { params } }, async (request, reply) =>
    sendStoredFile(
      reply,
      await readScalePhoto(app.database.db, request.params.id),
      `pesee-${request.params.id}.webp`,
    ),
  );
};
