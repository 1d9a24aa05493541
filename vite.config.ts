import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { localeIndexPages } from "./scripts/locale-index-plugin";
import { precompress } from "./scripts/precompress-plugin";
import { shellModules, shellStaysInside } from "./scripts/shell-group";

const NODE_MODULES = /[\\/]node_modules[\\/]/;

// The API server serves the built dashboard; in development Vite proxies API, media and live traffic to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), localeIndexPages(), shellStaysInside(), precompress()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
      "/data": apiTarget,
      "/app": { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page loads, read by the first-load budget check
    // (scripts/check-bundle-budget.mjs).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page loads, in one chunk: one request, better compression, and it survives
          // app-only releases in the browser cache. Route pages stay split by route (React.lazy).
          // Library modules that 45 or more lazily loaded pages share (react-admin's and MUI's common parts) go
          // into a second chunk: fewer, larger requests. Groups by module only, never by a library's file layout:
          // an upgrade must stay a version bump. Measured with scripts/check-bundle-budget.mjs against sharing
          // counts of 8 to 50 and no shared chunk: at 45 the first page after a sign-in (the Overview) carries
          // least, 304 KB against 324 (40), 337 (20) and 380 (8); no shared chunk costs the lists 10 KB more
          // and 110 requests instead of 98.
          // The app's modules only the signed-in shell reaches are one `shell` chunk instead of a dozen small
          // common chunks (scripts/shell-group.ts).
          groups: [
            { name: "vendor", test: NODE_MODULES, tags: ["$initial"], priority: 3 },
            { name: "vendor-shared", test: NODE_MODULES, minShareCount: 45, priority: 2 },
            { name: shellModules(), debugName: "shell", includeDependenciesRecursively: false, priority: 0 },
          ],
        },
      },
    },
  },
});
