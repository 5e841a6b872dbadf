import type { FastifyReply } from "fastify";
import type { DocumentDownload } from "./invoices.service";

/** A download: its type, an ASCII file name, never sniffed. */
export function sendDocument(
  reply: FastifyReply,
  {
    contentType,
    fileName,
    body,
  }: DocumentDownload | { contentType: string; fileName: string; body: Uint8Array | string },
) {
  return reply
    .header("Content-Type", contentType)
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(typeof body === "string" ? body : Buffer.from(body));
}
