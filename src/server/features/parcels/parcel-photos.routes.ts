import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "#server/features/accounts";
import { readUpload, registerUploads, sendStoredFile } from "#server/features/files";
import { noStoreByDefault } from "#server/http/no-store";
import { apiErrorSchema } from "#shared/api-error-schema";
import { parcelIdParamsSchema, photoParamsSchema, uploadedPhotoSchema } from "#shared/parcels/request-api";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/request-wizard";
import { addParcelPhoto, readParcelPhoto } from "./parcel-photos.service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Parcel photos (docs/product/request.md#photos): upload one per request (field `photo`), read back by
 * the owner or an admin.
 */
export const parcelPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  await registerUploads(app);

  app.post(
    "/parcels/:id/photos",
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        params: parcelIdParamsSchema,
        response: { 201: uploadedPhotoSchema, 409: apiErrorSchema, 413: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const photo = await addParcelPhoto(
        app.database.db,
        signedInUser(request),
        request.params.id,
        async () => (await readUpload(request, "photo", { tooLarge: PHOTO_TOO_LARGE_MESSAGE })).content,
      );
      return reply.status(201).send(photo);
    },
  );

  for (const variant of ["full", "thumbnail"] as const) {
    app.get(
      variant === "full" ? "/parcels/:id/photos/:photoId" : "/parcels/:id/photos/:photoId/thumbnail",
      { preHandler: app.guards.requireUser, schema: { params: photoParamsSchema } },
      async (request, reply) => {
        const { id, photoId } = request.params;
        const file = await readParcelPhoto(app.database.db, signedInUser(request), id, photoId, variant);
        return sendStoredFile(
          reply,
          file,
          `photo-${photoId}${variant === "thumbnail" ? "-miniature" : ""}.webp`,
        );
      },
    );
  }
};
