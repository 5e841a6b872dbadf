import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaManifest } from "./src/client/service-worker/web-app-manifest.js";
import { PUBLIC_PAGE_CHUNKS } from "./vite.public-chunks";

// The client is built into dist/client and served by Fastify (one process). A second, server-side
// build of src/client/entry-server.tsx goes to dist/ssr: the server uses it at start-up to prerender
// the public pages (docs/decisions). In development, Vite serves the client and proxies /api to the server.
const apiPort = process.env.PORT ?? "3000";

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
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
    outDir: isSsrBuild ? "../../dist/ssr" : "../../dist/client",
    emptyOutDir: true,
    // Public pages: ≤ 8 JavaScript files and ≤ 70 KB on a first load (decision 076): React, the public
    // pages' shell and one chunk per page island (vite.public-chunks.ts). Groups for the signed-in area
    // can be added to the list, with a lower priority.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: PUBLIC_PAGE_CHUNKS } } },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
