import type { FastifyReply } from "fastify";
import type { StoredFile } from "./file-storage";

/**
 * Serves an upload to its owner or an admin. nosniff: the browser trusts our Content-Type (set by
 * the server after re-encoding, never the uploader's). private, no-store: never kept by a proxy nor
 * left on a shared phone after sign-out (decision 012). A PDF is downloaded rather than shown inline,
 * so that no active content from a client's file ever runs on our origin.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, downloadName: string) {
  const inline = file.contentType.startsWith("image/");
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Length", String(file.byteSize))
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, no-store")
    .header("Content-Disposition", `${inline ? "inline" : "attachment"}; filename="${downloadName}"`)
    .send(file.content);
}

/** "%PDF-" at the very start: how a PDF is recognised, whatever the file is called (decision 010). */
export function isPdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** The extension a stored file is saved or downloaded with: uploads are kept as WebP or PDF (decision 010). */
export function fileExtension(contentType: string): string {
  if (contentType === "application/pdf") return "pdf";
  if (contentType === "image/webp") return "webp";
  return "bin";
}
