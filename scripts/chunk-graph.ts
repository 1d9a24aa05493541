import type { Plugin, Rollup } from "vite";

// The built chunks as the browser loads them: a chunk's static imports are fetched and run before it, its dynamic
// imports only when called. The build's guard (shell-group.ts) checks what a page loads with it.

export type Chunk = Rollup.OutputChunk;

/** The bundle's chunks by file name. */
export const chunksOf = (bundle: Rollup.OutputBundle): Map<string, Chunk> =>
  new Map(
    Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])),
  );

/** `root` and every chunk it loads statically, directly or not: what the browser runs before `root` itself. */
export function loadedWith(chunks: Map<string, Chunk>, root: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>();
  const pending = [root.fileName];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const chunk = chunks.get(name);
    if (!chunk || seen.has(name)) continue;
    seen.set(name, chunk);
    pending.push(...chunk.imports);
  }
  return [...seen.values()];
}

/**
 * A build guard: fails the build when a chunk that is the entry or whose page module `isGuarded` names would load,
 * directly or not, the chunk called `forbidden`; `advice` says what to do instead.
 */
export function keepsChunkAway(
  name: string,
  isGuarded: (facadeModuleId: string) => boolean,
  forbidden: string,
  advice: string,
): Plugin {
  return {
    name,
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      for (const root of chunks.values()) {
        if (!root.isEntry && !isGuarded(root.facadeModuleId ?? "")) continue;
        if (loadedWith(chunks, root).some((chunk) => chunk.name === forbidden)) {
          this.error(`${root.fileName} loads ${forbidden}: ${advice}`);
        }
      }
    },
  };
}
