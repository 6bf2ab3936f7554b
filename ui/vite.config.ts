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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: catalogueChunkOf }] } },
    },
  },
});
