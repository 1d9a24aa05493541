import type { Rollup } from "vite";

// The built chunks as the browser loads them: a chunk's static imports are fetched and run before it, its dynamic
// imports only when called. The build's guards (shell-group.ts, vendor-groups.ts) check what a page loads with it.

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
