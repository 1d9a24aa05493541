import type { Plugin } from "vite";
import { chunksOf, loadedWith } from "./chunk-graph";

// The libraries' chunks (vite.config.ts): `vendor` for what every page loads, `vendor-shared` for what twenty or
// more lazily loaded pages share, `vendor-forms` for the form layer and `vendor-fields` for the text fields and
// dialogs, which the shell and the Overview do not draw.

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

/**
 * MUI's text-field layer (TextField, Select, the outlined, filled and standard inputs, the form control, label and
 * helper text), its dialogs, and react-admin's confirmation dialog and page title (whose in-place title editor is a
 * TextField): the `vendor-fields` chunk, about 12 KB of gzip. The first page after a sign-in (the shell and the
 * Overview) draws none of them until a menu or a custom period opens, so it is apart from `vendor-shared`; its
 * group does not take its modules' imports (InputBase, Modal, Menu: the shell's search and menus use them).
 */
export const FIELDS = new RegExp(
  [
    "@mui/material/esm/(TextField|NativeSelect|FilledInput|OutlinedInput|Input|InputLabel|FormLabel|FormHelperText|InputAdornment|Dialog|DialogContent|DialogActions|DialogTitle|DialogContentText)/",
    "@mui/material/esm/Select/(Select|SelectInput|selectClasses)\\.js",
    "@mui/material/esm/FormControl/FormControl\\.js",
    "ra-ui-materialui/dist/layout/(Confirm|Title|PageTitleConfigurable|PageTitleEditor)\\.js",
  ]
    .map((path) => `[\\\\/]node_modules[\\\\/]${path.replaceAll("/", "[\\\\/]")}`)
    .join("|"),
);

const FIELDS_CHUNK = "vendor-fields";
/** The pages of the first screen after a sign-in: the signed-in layout and the Overview. */
const SIGNED_IN_START = /[\\/]src[\\/](layout[\\/]Layout|custom[\\/]dashboard[\\/]OverviewPage)\.tsx$/;

/**
 * Fails the build when the entry, the layout or the Overview would load `vendor-fields`: a text field, a dialog or
 * react-admin's Title imported statically there (rather than fetched when opened, as LazyChoiceSelect does) would
 * quietly put the layer back on the first screen after every sign-in.
 */
export function fieldsStayOffTheStart(): Plugin {
  return {
    name: "fields-stay-off-the-start",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      for (const root of chunks.values()) {
        if (!root.isEntry && !SIGNED_IN_START.test(root.facadeModuleId ?? "")) continue;
        if (loadedWith(chunks, root).some((chunk) => chunk.name === FIELDS_CHUNK)) {
          this.error(`${root.fileName} loads ${FIELDS_CHUNK}: fetch the field or dialog when it is opened`);
        }
      }
    },
  };
}

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
