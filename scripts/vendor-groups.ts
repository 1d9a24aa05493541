import type { Plugin } from "vite";

// The libraries' chunks (vite.config.ts): `vendor` for what every page loads, `vendor-shared` for what twenty or
// more lazily loaded pages share, `vendor-forms` for the form layer, which the shell and the Overview do not draw.

export const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** The libraries' modules that use react-hook-form, directly or through react-admin's form layer. */
export const FORM_LAYER = new RegExp(
  [
    "react-hook-form/",
    "ra-core/dist/form/",
    "ra-core/dist/controller/(input|edit|create|button)/",
    "ra-ui-materialui/dist/(input|form|list/filter)/",
    "ra-ui-materialui/dist/button/(SaveButton|Delete)",
    "ra-ui-materialui/dist/detail/(Edit|Create)",
  ]
    .map((path) => `[\\\\/]node_modules[\\\\/]${path.replaceAll("/", "[\\\\/]")}`)
    .join("|"),
);

const REACT_HOOK_FORM = /[\\/]node_modules[\\/]react-hook-form[\\/]/;

/**
 * Fails the build when react-hook-form lands in `vendor-shared` again: that group takes its modules' imports with
 * it, so a library update whose shared module reaches the form layer through a path FORM_LAYER does not name would
 * quietly put the forms back on every signed-in page.
 */
export function formsStayApart(): Plugin {
  return {
    name: "forms-stay-apart",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || file.name !== "vendor-shared") continue;
        const stray = file.moduleIds.find((id) => REACT_HOOK_FORM.test(id));
        if (stray) this.error(`react-hook-form is in vendor-shared (${stray}): extend FORM_LAYER`);
      }
    },
  };
}
