import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

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
    // The service worker, built from src/client/service-worker/sw.ts into /sw.js (scope /): here only
    // its push handlers (docs/decisions/083-web-push.md), registered by the profile's push switch. No
    // precache list yet (injectionPoint off), no manifest, no injected registration script.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: "injectManifest",
            srcDir: "service-worker",
            filename: "sw.ts",
            injectRegister: false,
            manifest: false,
            injectManifest: { injectionPoint: undefined },
          }),
        ]),
  ],
  build: {
    // Chrome on Android (our customers' browser) has preloaded modules natively since version 66: the
    // polyfill only cost every public page ~0.4 KB of its 90 KB budget (decision 033).
    modulePreload: { polyfill: false },
    outDir: isSsrBuild ? "../../dist/ssr" : "../../dist/client",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
