import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of the archive; `compress: false` for what is compressed already (WebP, PDF). */
export type ZipEntry = { path: string; content: Uint8Array; compress: boolean };

/** Resolves once the stream can take more, or is gone (the download was abandoned). */
function roomOrGone(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/**
 * A ZIP written as its entries come, so that only one entry is in memory at a time, whatever the size
 * of the whole (decision 040). Entries are asked for only when the reader has taken the previous ones;
 * an abandoned download stops the reading. A failure while reading ends the stream with that error:
 * the answer's status is sent by then, so the browser sees a broken download rather than a file.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
      zip.add(file);
      file.push(entry.content, true);
      if (out.writableNeedDrain) await roomOrGone(out);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
