import sharp from "sharp";
import { badRequest } from "#server/http/app-error";
import { PHOTO_NOT_IMAGE_MESSAGE } from "#shared/parcel-photo-limits";
import { WorkQueue } from "./work-queue";

/** Longest side of a stored photo (docs/product/request.md#photos) and of its thumbnail. */
export const MAX_IMAGE_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;
/**
 * Pixel-flood guard: an image whose header announces more pixels than this is refused before it
 * is decoded (a 20 000 × 20 000 PNG of a few kilobytes would otherwise take gigabytes of memory).
 * 50 megapixels still admits the 48–50 MP photos of recent phones.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Formats a phone or a computer produces. SVG (scripts), PDF and the like are refused on purpose. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif", "avif", "tiff"]);

export type EncodedImage = { content: Buffer; width: number; height: number; contentType: "image/webp" };

// Streaming decode, no cache: each upload holds at most one decoded image in memory. One libvips thread
// per image (sharp's default on glibc already; set so jemalloc builds behave the same): the queue below
// gives the parallelism, one image per core (decision 039).
sharp.cache(false);
sharp.concurrency(1);

/**
 * Decision 039: a 4000 × 3000 photo takes ~100 MB while it is decoded and re-encoded, so at most
 * `concurrency` images are worked on at once (the server has two cores) and `maxWaiting` wait their
 * turn; beyond that the upload is refused with a 503 BUSY before anything is stored.
 */
export const IMAGE_WORK_LIMITS = { concurrency: 2, maxWaiting: 8 };
export const imageWork = new WorkQueue(IMAGE_WORK_LIMITS);

/**
 * Other CPU-heavy file work — a payment-proof PDF rebuilt, labels and manifests drawn — takes its place
 * in the same queue: one budget for the memory and the cores that files take (decision 063). A full
 * queue refuses with the same 503 BUSY.
 */
export function runFileWork<T>(job: () => Promise<T>): Promise<T> {
  return imageWork.run(job);
}

function open(input: Buffer) {
  // failOn "warning": a truncated or corrupt image is refused rather than stored half grey.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning", sequentialRead: true });
}

async function encode(input: Buffer, side: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await open(input)
    // Applies the EXIF orientation to the pixels, since the metadata that carried it is dropped.
    .rotate()
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
    // WebP without .keepMetadata(): EXIF (GPS), XMP and ICC are not copied (decision 010).
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { content: data, width: info.width, height: info.height, contentType: "image/webp" };
}

/**
 * Proves that the bytes are an image of an accepted format by decoding them, and re-encodes them to
 * WebP: the full size (longest side ≤ 1600 px) and a thumbnail. Anything else is a 400 in French. Runs
 * in the image queue: when it is full, a 503 `BusyError` (decision 039).
 */
export function reencodeImage(
  input: Buffer,
  notImageMessage = PHOTO_NOT_IMAGE_MESSAGE,
): Promise<{ full: EncodedImage; thumbnail: EncodedImage }> {
  return imageWork.run(() => reencodeNow(input, notImageMessage));
}

async function reencodeNow(
  input: Buffer,
  notImageMessage: string,
): Promise<{ full: EncodedImage; thumbnail: EncodedImage }> {
  try {
    const metadata = await open(input).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new Error("format refusé");
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new Error("trop de pixels");
    const full = await encode(input, MAX_IMAGE_SIDE, 80);
    const thumbnail = await encode(input, THUMBNAIL_SIDE, 70);
    return { full, thumbnail };
  } catch {
    // sharp's own messages are English and technical: the user only needs to know it was refused.
    throw badRequest("NOT_AN_IMAGE", notImageMessage, { photo: notImageMessage });
  }
}
