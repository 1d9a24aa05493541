import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { keepsChunkAway } from "./chunk-graph";

// The signed-in shell's chunk (vite.config.ts). The layout (src/layout/Layout.tsx) is fetched on every signed-in
// page, and the app's modules it uses were spread over a dozen small chunks, each shared with a different set of
// pages: a request and a gzip stream each. The modules only the shell's side of the app reaches join it in one
// chunk; what the entry or a page drawn outside the layout (login, register, lock, the invitation's password page,
// the root error pages) also reaches stays out, so those pages never load the shell.

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

const SHELL = source("layout/Layout.tsx");
/** The entry and the pages drawn outside the layout. */
const OUTSIDE_THE_SHELL = [
  "main.tsx",
  "custom/auth/LoginPage.tsx",
  "custom/auth/RegisterPage.tsx",
  "custom/auth/LockPage.tsx",
  "resources/users/SetPasswordPage.tsx",
  "layout/rootFallbacks.ts",
  // The customer pages (storefront.html): their own entry and lazy pages, sharing src/domain with the dashboard.
  "storefront/main.tsx",
  "storefront/checkout/CheckoutPage.tsx",
  "storefront/tracking/TrackingPage.tsx",
  "storefront/stays/ListingsPage.tsx",
  "storefront/stays/StayPage.tsx",
].map(source);

const SHELL_CHUNK = "shell";

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module statically imported from `roots`, directly or not. */
function reachedFrom(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The shell group's `name`: the modules the layout reaches and nothing outside it does. Libraries are imported
 * through their index modules (`@mui/material`, `react-admin`), through which the entry reaches nearly all of
 * them before tree-shaking: in practice the group holds the app's own modules, and the libraries stay in the
 * vendor groups. The group must not take its modules' imports with it (`includeDependenciesRecursively: false`):
 * those the entry reaches would pull the shell into every page. No chunk cycle follows: nothing outside imports a
 * shell module, or the shell module would be outside too.
 */
export function shellModules() {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      const outside = reachedFrom(graph, OUTSIDE_THE_SHELL);
      shell = new Set([...reachedFrom(graph, [SHELL])].filter((module) => !outside.has(module)));
    }
    return shell.has(id) ? SHELL_CHUNK : null;
  };
}

/**
 * Fails the build when a page outside the layout would load the shell's chunk: a page added outside the layout
 * must be named in OUTSIDE_THE_SHELL, or a module it shares with the shell is fetched there with the whole shell.
 */
export const shellStaysInside = (): Plugin =>
  keepsChunkAway(
    "shell-stays-inside",
    (page) => OUTSIDE_THE_SHELL.includes(page),
    SHELL_CHUNK,
    "name its page in OUTSIDE_THE_SHELL",
  );
