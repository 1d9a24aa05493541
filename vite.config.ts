import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { localeIndexPages } from "./scripts/locale-index-plugin";
import { precompress } from "./scripts/precompress-plugin";
import { shellModules, shellStaysInside } from "./scripts/shell-group";

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The libraries the customer pages (src/storefront, the build's second page) load first, React and little else:
 * a `vendor-base` chunk of their own, which the dashboard loads beside its vendor chunk, so a customer's phone
 * never fetches react-admin or MUI. Found from the storefront's entry by its static imports, so the group follows
 * the code; what its pages load later (pusher-js on the tracking page) stays in chunks of its own.
 */
function storefrontLibraries() {
  let reached: Set<string> | undefined;
  return (id: string, graph: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!reached) {
      reached = new Set();
      const pending = [fromRoot("./src/storefront/main.tsx")];
      for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
        if (reached.has(module)) continue;
        reached.add(module);
        pending.push(...(graph.getModuleInfo(module)?.importedIds ?? []));
      }
    }
    return NODE_MODULES.test(id) && reached.has(id) ? "vendor-base" : null;
  };
}

/** In development, the customer pages' addresses open their own page, as the API server does in production. */
const customerPagesInDevelopment = (): Plugin => ({
  name: "customer-pages-in-development",
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/m(\/|\?|$)/.test(request.url)) request.url = "/storefront.html";
      next();
    });
  },
});

// The API server serves the built dashboard; in development Vite proxies API, media and live traffic to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), customerPagesInDevelopment(), localeIndexPages(), shellStaysInside(), precompress()],
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
      // The dashboard, and the customer pages a QR code opens (served under /m: server/plugins/storefront-page.ts).
      input: { index: fromRoot("./index.html"), storefront: fromRoot("./storefront.html") },
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
            { name: storefrontLibraries(), debugName: "vendor-base", priority: 4 },
            { name: "vendor", test: NODE_MODULES, tags: ["$initial"], priority: 3 },
            { name: "vendor-shared", test: NODE_MODULES, minShareCount: 45, priority: 2 },
            { name: shellModules(), debugName: "shell", includeDependenciesRecursively: false, priority: 0 },
          ],
        },
      },
    },
  },
});
