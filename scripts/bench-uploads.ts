// npm run bench:uploads — many photo uploads at once must not blow the server's memory (decision 039).
// Starts the real app in this process on a fresh PGlite database, listening on a local port, signs a
// client in, creates parcels (3 photos each at most) and fires BENCH_UPLOADS parallel uploads of a
// phone-sized JPEG (4000 × 3000, a few MB) over HTTP. The process's RSS is sampled every 20 ms. Prints
// per round: uploads ok, 503s (and whether each carried Retry-After), other statuses, RSS before the
// round and its peak, and the time taken. BENCH_UPLOADS may list rounds, e.g. "32,64" (default "64");
// memory freed by one round is not always given back to the system, so the first round is the cleanest.
// The in-process PGlite (WebAssembly) alone holds several hundred megabytes of RSS: compare the rise
// ("hausse") from one run to the next, and the absolute figures only between runs of this script.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { client, createParcel, multipart, publishDeparture } from "#server/test/parcels-test-kit";
import { createTestApp } from "#server/test/test-app";
import { TEST_ORIGIN } from "#server/test/test-browser";

const ROUNDS = (process.env.BENCH_UPLOADS ?? "64").split(",").map(Number);
const WIDTH = 4000;
const HEIGHT = 3000;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} Mo`;

/**
 * A photo as a phone takes it: 4000 × 3000 with detail everywhere (coarse noise blown up and blurred
 * a little), so the JPEG weighs a few megabytes rather than the few kilobytes of a flat colour.
 */
async function phonePhoto(): Promise<Buffer> {
  const small = { width: 400, height: 300, channels: 3 as const };
  const noise = Buffer.alloc(small.width * small.height * small.channels);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i * i) % 251) * 13) % 256;
  const base = await sharp(noise, { raw: small }).resize(WIDTH, HEIGHT, { kernel: "cubic" }).raw().toBuffer();
  for (let i = 0; i < base.length; i += 97) base[i] = (base[i] ?? 0) ^ 0x5a;
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The photo is made once by a child process and kept in the temporary folder: making it with sharp here
 * would leave this process's RSS hundreds of megabytes higher before the first upload is even sent.
 */
function photoFile(): Buffer {
  const path = join(tmpdir(), `colibri-bench-photo-${WIDTH}x${HEIGHT}.jpg`);
  if (!existsSync(path)) {
    execFileSync(process.execPath, ["--import", "tsx", import.meta.filename, "--make-photo", path], {
      stdio: "inherit",
    });
  }
  return readFileSync(path);
}

async function main() {
  const t = await createTestApp({ kind: "pglite", env: { LOG_LEVEL: "fatal" } });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const awa = await client(t.app, "bench");
  const date = await publishDeparture(t.app, "FR", "TG", 7);
  const photo = photoFile();
  // One body for every request of a round: the client side of this process adds no copies per upload.
  const body = multipart([
    { name: "photo", content: photo, filename: "photo.jpg", contentType: "image/jpeg" },
  ]);
  const cookie = [...awa.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  console.log(`photo : ${WIDTH} × ${HEIGHT}, ${(photo.byteLength / 1024 / 1024).toFixed(1)} Mo (JPEG)`);

  for (const count of ROUNDS) {
    const parcels: string[] = [];
    for (let i = 0; i < Math.ceil(count / 3); i++) parcels.push((await createParcel(awa, date)).id);
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const response = await fetch(`${address}/api/parcels/${parcels[Math.floor(i / 3)]}/photos`, {
          method: "POST",
          headers: { origin: TEST_ORIGIN, cookie, "content-type": body.contentType },
          body: body.payload,
        });
        const text = await response.text();
        return { status: response.status, retryAfter: response.headers.get("retry-after"), text };
      }),
    );
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    const ok = answers.filter((a) => a.status === 201).length;
    const busy = answers.filter((a) => a.status === 503);
    const others = answers.filter((a) => a.status !== 201 && a.status !== 503);
    const otherStatuses = others.reduce<Record<number, number>>((counts, a) => {
      counts[a.status] = (counts[a.status] ?? 0) + 1;
      return counts;
    }, {});
    console.log(`\n${count} envois en parallèle`);
    console.log(`  réussis (201)          : ${ok}`);
    console.log(
      `  refusés (503)          : ${busy.length} (avec Retry-After : ${busy.filter((a) => a.retryAfter).length})`,
    );
    console.log(`  autres statuts         : ${others.length} ${JSON.stringify(otherStatuses)}`);
    if (others[0]) console.log(`    premier : ${others[0].status} ${others[0].text.slice(0, 200)}`);
    console.log(`  RSS avant / pic        : ${mb(before)} / ${mb(peak)} (hausse ${mb(peak - before)})`);
    console.log(`  durée totale           : ${(elapsed / 1000).toFixed(1)} s`);
  }
  await t.close();
}

const makePhotoAt = process.argv.indexOf("--make-photo");
const run =
  makePhotoAt > 0
    ? phonePhoto().then((photo) => writeFileSync(process.argv[makePhotoAt + 1] as string, photo))
    : main();
run.catch((error) => {
  console.error(error);
  process.exit(1);
});
