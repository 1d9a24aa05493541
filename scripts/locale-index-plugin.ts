import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

// index.ar.html beside index.html: the same page for a reader whose language is Arabic (the server picks it by the
// language cookie, server/plugins/index-page.ts). It is right-to-left from its first byte, and it names the Arabic
// catalogue's chunk (and what that chunk imports) as module preloads, so the browser fetches it beside the app's
// own code instead of once the app has started and found the stored language (one more round trip before the
// first screen on every Arabic load).

const ARABIC_CATALOGUE = /\/src\/i18n\/arabic\.ts$/;

/** The chunk's file and, depth first, every chunk it imports statically. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, found = new Set<string>()): Set<string> {
  if (found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === "chunk") withImports(bundle, imported, found);
  }
  return found;
}

export function localeIndexPages(): Plugin {
  let base = "/";
  return {
    name: "locale-index-pages",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle["index.html"];
      const arabic = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === "chunk" && ARABIC_CATALOGUE.test(file.facadeModuleId ?? ""),
      );
      if (page?.type !== "asset" || !arabic) {
        this.error("index.ar.html: the build has no index.html or no Arabic catalogue chunk");
      }
      const html = String(page.source);
      const named = new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]));
      const preloads = [...withImports(bundle, arabic)]
        .map((file) => `${base}${file}`)
        .filter((url) => !named.has(url))
        .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
      const source = html
        .replace(/<html lang="en" dir="ltr">/, '<html lang="ar" dir="rtl">')
        .replace("</head>", `  ${preloads.join("\n    ")}\n  </head>`);
      if (!source.includes('dir="rtl"') || preloads.length === 0) {
        this.error("index.ar.html: index.html no longer has the expected <html> tag, or nothing to preload");
      }
      this.emitFile({ type: "asset", fileName: "index.ar.html", source });
    },
  };
}
