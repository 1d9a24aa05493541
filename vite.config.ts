import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { localeIndexPages } from "./scripts/locale-index-plugin";
import { precompress } from "./scripts/precompress-plugin";
import { standIns } from "./scripts/stand-ins-plugin";
import {
  PAGES_ONLY,
  DIALOGS,
  LISTS_ONLY,
  pagesStayOffTheStart,
  dialogsStayOffSaveOnlyPages,
  FORM_LAYER,
  formsStayApart,
  NODE_MODULES,
} from "./scripts/vendor-groups";
import { shellModules, shellStaysInside } from "./scripts/shell-group";

// The API server serves the built dashboard; in development Vite proxies API, media and live traffic to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [
    react(),
    standIns(),
    localeIndexPages(),
    formsStayApart(),
    pagesStayOffTheStart(),
    dialogsStayOffSaveOnlyPages(),
    shellStaysInside(),
    precompress(),
  ],
  resolve: {
    // A shim for browsers without Object.entries, with its own shims (about 5 KB gzip on every page); the
    // dashboard targets current browsers (Vite's default build target), which all have it.
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL("./src/vendor/objectEntries.cjs", import.meta.url)),
      },
      // Keyboard shortcuts on sidebar links, which the dashboard does not use (2 KB gzip on every signed-in page).
      {
        find: /^react-hotkeys-hook$/,
        replacement: fileURLToPath(new URL("./src/vendor/noMenuHotkeys.ts", import.meta.url)),
      },
    ],
  },
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
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page loads, in one chunk: one request, better compression, and it survives
          // app-only releases in the browser cache. Route pages stay split by route (React.lazy).
          // Libraries that twenty or more lazily loaded pages share (form fields, tooltips, table parts) go into a
          // second chunk: one request instead of dozens of small ones on a first load, and about 7 KB (gzip) less
          // on the signed-in routes than without it. Measured against 10 (the login page grew to 337 KB), 30 and
          // 45 (signed-in routes 2 to 13 KB heavier, with more requests).
          // The form layer (react-hook-form and react-admin's inputs and forms, 22 KB gzip) is a third chunk: the
          // shell and the Overview draw no form, and with it in `vendor-shared` they loaded it all the same.
          // `vendor-shared` is chosen first and takes its modules' imports with it, so FORM_LAYER must name every
          // shared module that reaches react-hook-form, or the library lands in `vendor-shared` again (the build
          // then fails: scripts/vendor-groups.ts).
          // The app's modules only the signed-in shell reaches are one `shell` chunk instead of a dozen small
          // common chunks: / 56 → 42 requests and 2 KB less gzip on every signed-in route (scripts/shell-group.ts).
          groups: [
            { name: "vendor", test: NODE_MODULES, tags: ["$initial"], priority: 3 },
            // Text fields, dialogs and dayjs (PAGES_ONLY): not on the first screen after a sign-in, / 15 KB lighter.
            {
              name: "vendor-pages",
              test: PAGES_ONLY,
              minShareCount: 20,
              priority: 2.5,
              includeDependenciesRecursively: false,
            },
            // Dialogs: the first screen and the forms that only save (settings) load none (dialogsStayOffSaveOnlyPages).
            {
              name: "vendor-dialogs",
              test: DIALOGS,
              minShareCount: 20,
              priority: 2.6,
              includeDependenciesRecursively: false,
            },
            // The list controller and data hooks: the lists need them, but none of vendor-pages' fields.
            {
              name: "vendor-lists",
              test: LISTS_ONLY,
              minShareCount: 20,
              priority: 2.4,
              includeDependenciesRecursively: false,
            },
            {
              name: "vendor-shared",
              test: (id: string) => NODE_MODULES.test(id) && !FORM_LAYER.test(id),
              minShareCount: 20,
              priority: 2,
            },
            { name: "vendor-forms", test: FORM_LAYER, minShareCount: 20, priority: 1 },
            { name: shellModules(), includeDependenciesRecursively: false, priority: 0 },
          ],
        },
      },
    },
  },
});
