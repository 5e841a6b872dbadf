import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { PUBLIC_PAGE_CHUNKS } from "./vite.public-chunks";

// The client is built into dist/client and served by Fastify (one process). A second, server-side
// build of src/client/entry-server.tsx goes to dist/ssr: the server uses it at start-up to prerender
// the public pages (docs/decisions). In development, Vite serves the client and proxies /api to the server.
const apiPort = process.env.PORT ?? "3000";

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
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
