import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Hostile upload files (decision 010), made in the test rather than checked in: each must be refused with
 * a 4xx and leave nothing stored.
 */

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid 20 000 × 20 000 PNG (1-bit grey, all black) of about 50 KB: 400 megapixels that
 * would need over a gigabyte once decoded — the pixel flood the server must refuse unread.
 */
export function pixelFloodPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 + pixels, all zero
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function jpegWithGps(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
  return sharp(photo)
    .withExif({
      IFD0: { Make: "Colibri", Model: "Téléphone test" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 8/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "1/1 13/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
}

export type CorpusFile = { label: string; filename: string; contentType: string; content: Buffer };

/** A JPEG over the 10 MB limit: 413 when read, so a 404 for it proves the upload was never read. */
export function oversizedJpeg(photo: Buffer): CorpusFile {
  return {
    label: "11 MB file",
    filename: "enorme.jpg",
    contentType: "image/jpeg",
    content: Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]),
  };
}

/** Everything that must be refused, with what a browser would claim about it. */
export async function hostileFiles(): Promise<CorpusFile[]> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c84" } })
    .jpeg()
    .toBuffer();
  return [
    {
      label: "text renamed .jpg",
      filename: "vacances.jpg",
      contentType: "image/jpeg",
      content: Buffer.from("Ceci n'est pas une image.\n".repeat(50)),
    },
    {
      label: "SVG with a script",
      filename: "logo.svg",
      contentType: "image/svg+xml",
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
      ),
    },
    {
      label: "truncated JPEG",
      filename: "coupee.jpg",
      contentType: "image/jpeg",
      content: photo.subarray(0, Math.floor(photo.length / 2)),
    },
    { label: "0-byte file", filename: "vide.jpg", contentType: "image/jpeg", content: Buffer.alloc(0) },
    oversizedJpeg(photo),
    { label: "20000×20000 PNG", filename: "bombe.png", contentType: "image/png", content: pixelFloodPng() },
  ];
}
