import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

// Each language's catalogue is a chunk of its own (src/i18n/index.ts). index.html, the page in English, names the
// English chunk (and what it imports) as module preloads; index.ar.html beside it is the same page for a reader
// whose language is Arabic (the server picks it by the language cookie, server/plugins/index-page.ts),
// right-to-left from its first byte, naming the Arabic chunk instead. Either way the browser fetches the
// catalogue beside the app's own code instead of once the app has started and found the stored language (one more
// round trip before the first screen), and a page carries only its own language.

const CATALOGUES = { en: /\/src\/i18n\/english\.ts$/, ar: /\/src\/i18n\/arabic\.ts$/ };

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
      if (page?.type !== "asset") this.error("locale index pages: the build has no index.html");
      const html = String(page.source);
      const named = new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]));
      /** index.html with the module preloads of a language's catalogue chunk. */
      const withCatalogue = (source: string, catalogue: RegExp) => {
        const chunk = Object.values(bundle).find(
          (file): file is OutputChunk => file.type === "chunk" && catalogue.test(file.facadeModuleId ?? ""),
        );
        if (!chunk) this.error(`locale index pages: no catalogue chunk matches ${catalogue}`);
        const preloads = [...withImports(bundle, chunk)]
          .map((file) => `${base}${file}`)
          .filter((url) => !named.has(url))
          .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
        if (preloads.length === 0) this.error(`locale index pages: nothing to preload for ${catalogue}`);
        return source.replace("</head>", `  ${preloads.join("\n    ")}\n  </head>`);
      };
      const arabic = html.replace(/<html lang="en" dir="ltr">/, '<html lang="ar" dir="rtl">');
      if (!arabic.includes('dir="rtl"'))
        this.error("index.ar.html: index.html no longer has the expected <html> tag");
      page.source = withCatalogue(html, CATALOGUES.en);
      this.emitFile({
        type: "asset",
        fileName: "index.ar.html",
        source: withCatalogue(arabic, CATALOGUES.ar),
      });
    },
  };
}
