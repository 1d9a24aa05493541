// `node --import ./scripts/import-glob-hook.mjs`: the registry's and the migrations' `import.meta.glob` expanded
// (scripts/import-glob.mjs) under a TypeScript loader of another tool, here Playwright's workers.
import { register } from "node:module";

register("./import-glob.mjs", import.meta.url);
