import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { signedInChunks } from "./scripts/signed-in-chunks";
import { pwaManifest } from "./src/client/service-worker/web-app-manifest.js";
import { PUBLIC_PAGE_CHUNKS } from "./vite.public-chunks";

// The client is built into dist/client and served by Fastify (one process). A second, server-side
// build of src/client/entry-server.tsx goes to dist/ssr: the server uses it at start-up to prerender
// the public pages (docs/decisions). In development, Vite serves the client and proxies /api to the server.
const apiPort = process.env.PORT ?? "3000";

/** The public pages' groups first (higher priorities), then the signed-in areas'. */
function clientChunks(entry: string) {
  return { groups: [...PUBLIC_PAGE_CHUNKS, ...signedInChunks(entry).groups] };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  // Copied as they are into dist/client: only files to serve (favicon, icons). Not src/client/public,
  // which holds the public pages' source modules (public-main.tsx, islands): Vite would publish them.
  publicDir: "static",
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (decision 078): the manifest, linked from index.html (so from every page,
    // prerendered ones included), and the service worker built from src/client/service-worker/sw.ts into
    // /sw.js with the list of files to precache. Registered by src/client/lib/service-worker.ts, never
    // by the plugin (injectRegister: false), so a public page's first load carries none of it.
    // Client build only: the server-side build has no worker to make.
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: "service-worker",
        filename: "sw.ts",
        injectRegister: false,
        manifest: pwaManifest,
        includeManifestIcons: false,
        injectManifest: {
          // The app's code and styles, the shell. Not the PNG icons (≈ 30 KB): the browser fetches them
          // when it installs the app, and no page shows them. The public pages are prerendered by the
          // server at start-up, not built: the worker fetches them itself at install (sw.ts).
          globPatterns: ["**/*.{js,css,html,svg,webmanifest}"],
          // The precompressed copies (scripts/precompress.ts) are the same files again.
          globIgnores: ["**/*.br", "**/*.gz"],
        },
      }),
  ],
  build: {
    // Chrome on Android (our customers' browser) has preloaded modules natively since version 66: the
    // polyfill only cost every public page ~0.4 KB of its 90 KB budget (decision 033).
    modulePreload: { polyfill: false },
    // The server reads which files each signed-in page needs from the manifest, and lists them in the
    // page's HTML as modulepreload links: one parallel wave instead of one per lazy level (decision 077).
    manifest: !isSsrBuild,
    outDir: isSsrBuild ? "../../dist/ssr" : "../../dist/client",
    emptyOutDir: true,
    // Public pages: ≤ 8 JavaScript files and ≤ 72 KB on a first load (decision 076): React, the public
    // pages' shell and one chunk per page island (vite.public-chunks.ts), picked first. Then the
    // signed-in pages' own code in a few chunks per area, and no more ~1 KB common chunks on any page
    // (scripts/signed-in-chunks.ts, decision 077).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: clientChunks(fileURLToPath(new URL("./src/client/boot.ts", import.meta.url))),
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
