// `node --import ./scripts/tsx-import-glob.mjs file.ts` runs TypeScript as `node --import tsx` does, with the
// registry's and the migrations' `import.meta.glob` expanded as Vite does (scripts/import-glob.mjs). Hooks
// registered later run first: ours reads what tsx made of each file.
import { register } from "node:module";
import "tsx";

register("./import-glob.mjs", import.meta.url);
