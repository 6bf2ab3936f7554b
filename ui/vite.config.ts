import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueChunkOf } from "./src/i18n/catalogue-parts.ts";

// In development the API runs as its own process (`npm start`, port 3000); in production the
// server serves `dist/` and the API from one origin, so the client always calls the relative `/api`.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Each language's catalogue loads in two chunks: the areas of the public pages, and the rest.
    // Two entries: the app, and the pay link's page on its own (docs/PAY-PAGE.md), so a client
    // paying an invoice downloads neither the signed-in app nor its libraries.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        pay: fileURLToPath(new URL("pay.html", import.meta.url)),
      },
      output: { codeSplitting: { groups: [{ name: catalogueChunkOf }] } },
    },
  },
});
