import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// react-admin's default exporter imports jsonexport statically, so every list page would carry it. Its import
// (and only that one) is pointed at a stand-in that fetches jsonexport on the first export.

const SPECIFIER = "jsonexport/dist/index.js";
const standIn = fileURLToPath(new URL("../src/vendor/jsonexportOnDemand.ts", import.meta.url));

export function lazyExporter(): Plugin {
  return {
    name: "lazy-exporter",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === SPECIFIER && importer && /[\\/]ra-core[\\/]/.test(importer)) return standIn;
      return null;
    },
  };
}
