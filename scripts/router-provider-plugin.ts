import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// react-admin's default router adapter makes a hash data router when the app has none, so its module imports
// createHashRouter and with it all of react-router (about 16 KB gzip more on every page). The app passes its own
// adapter (src/layout/router/raRouterProvider.tsx) to <AdminContext>, but the default stays imported as the
// prop's fallback: its module (and only that one) is pointed at the app's adapter in the build.

const ADAPTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
const appAdapter = fileURLToPath(new URL("../src/layout/router/raRouterProvider.tsx", import.meta.url));

export function appRouterAdapter(): Plugin {
  return {
    name: "app-router-adapter",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]ra-core[\\/]/.test(importer) || !source.includes("reactRouterProvider")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && ADAPTER.test(resolved.id) ? appAdapter : null;
    },
  };
}
