/**
 * Draws the installed app's icons (docs/decisions/078-installable-app-offline.md) from the brand's
 * favicon: the lucide bird on the green square. Run once when the logo changes; the PNGs are committed
 * in src/client/static/icons so the build needs no image work. `npx tsx scripts/pwa-icons.ts`
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "..", "src", "client", "static");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const BRAND = "#047857";

/** The bird alone, without the rounded square: a maskable icon fills its whole canvas with the brand. */
const bird = favicon.replace(/<rect[^>]*\/>/, "");

async function write(name: string, svg: string, size: number) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, "icons", name));
}

for (const size of [192, 512]) await write(`icon-${size}.png`, favicon, size);

// Maskable: the launcher cuts any shape out of it, keeping only the central 80 % circle. The bird is
// drawn at 60 % of the canvas on a full-bleed brand square, so no crop ever touches it.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND}"/>
  <g transform="translate(6.4 6.4) scale(0.6)">${bird.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")}</g>
</svg>`;
await write("icon-maskable-512.png", maskable, 512);
