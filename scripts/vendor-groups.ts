import type { Plugin } from "vite";
import { keepsChunkAway } from "./chunk-graph";

// The libraries' chunks (vite.config.ts): `vendor` for what every page loads, `vendor-shared` for what twenty or
// more lazily loaded pages share, `vendor-forms` for the form layer, `vendor-pages` for what the pages share but
// the shell, the Overview and the lists do not use (text fields, dialogs, dayjs) and `vendor-lists` for the list
// controller and data hooks.

export const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Modules of the libraries under these paths (regular expressions, `/` for either separator). */
const modulesUnder = (paths: string[]) =>
  new RegExp(paths.map((path) => `[\\\\/]node_modules[\\\\/]${path.replaceAll("/", "[\\\\/]")}`).join("|"));

/** The libraries' modules that use react-hook-form, directly or through react-admin's form layer. */
export const FORM_LAYER = modulesUnder([
  "react-hook-form/",
  "ra-core/dist/form/",
  "ra-core/dist/controller/(input|edit|create|button)/",
  "ra-ui-materialui/dist/(input|form|list/filter)/",
  "ra-ui-materialui/dist/button/(SaveButton|Delete)",
  "ra-ui-materialui/dist/detail/(Edit|Create)",
]);

/**
 * What twenty or more pages share but neither the first screen after a sign-in (the shell and the Overview) nor
 * the lists use until a menu, a dialog or a form opens, found with the browser's coverage of / (no function of
 * theirs ran): MUI's text-field layer (TextField, Select, the outlined, filled and standard inputs, the form
 * control, label and helper text), its dialogs, react-admin's confirmation dialog and page title (whose in-place
 * title editor is a TextField; the dialogs are a chunk of their own, DIALOGS), dayjs with its plugins (the forms' dates; the shell's dates use Intl),
 * react-admin's preferences and offline notice. The `vendor-pages` chunk, about 13 KB of gzip; its group does not
 * take its modules' imports (InputBase, Modal, Menu: the shell's search and menus use them). The lists draw their
 * filters on InputBase and their selects as menus, and fetch the delete dialog when asked.
 */
export const PAGES_ONLY = modulesUnder([
  "@mui/material/esm/(TextField|NativeSelect|FilledInput|OutlinedInput|Input|InputLabel|FormLabel|FormHelperText|InputAdornment)/",
  "@mui/material/esm/Select/(Select|SelectInput|selectClasses)\\.js",
  "@mui/material/esm/FormControl/FormControl\\.js",
  "ra-ui-materialui/dist/layout/(Title|PageTitleConfigurable|PageTitleEditor)\\.js",
  "dayjs/",
  "ra-ui-materialui/dist/preferences/",
  "ra-core/dist/preferences/",
  "ra-ui-materialui/dist/Offline\\.js",
]);

/**
 * What the lists and pages share that the first screen does not use: react-admin's list controller, its data
 * hooks that write or read lists, and CSV export. The `vendor-lists` chunk (about 3 KB of gzip), apart from
 * `vendor-pages` so that a list loads no text field or dialog.
 */
export const LISTS_ONLY = modulesUnder([
  "ra-core/dist/controller/list/",
  "ra-core/dist/export/",
  "ra-core/dist/dataProvider/(useUpdate|useDelete|useCreate|useUpdateMany|useDeleteMany|useMutationWithMutationMode|useGetList|useGetManyReference|useGetManyAggregate|useInfiniteGetList|undoableEventEmitter)\\.js",
]);

/**
 * MUI's dialogs and react-admin's confirmation (about 4 KB of gzip): the `vendor-dialogs` chunk, loaded by the
 * pages that draw a dialog or a delete button (react-admin's delete buttons now go with the generated forms), and by
 * a list's delete dialog when it is asked for; not by the settings and configurations forms, which only save.
 */
export const DIALOGS = modulesUnder([
  "@mui/material/esm/(Dialog|DialogContent|DialogActions|DialogTitle|DialogContentText)/",
  "ra-ui-materialui/dist/layout/Confirm\\.js",
]);

const PAGES_CHUNK = "vendor-pages";
const DIALOGS_CHUNK = "vendor-dialogs";
/** The settings' tabs and the configurations: forms that only save. */
const SAVE_ONLY_FORMS = /[\\/]src[\\/]custom[\\/](settings[\\/]\w+(Page|Settings)|configurations[\\/]ConfigurationsPage)\.tsx$/;
/** The pages of the first screen after a sign-in: the signed-in layout and the Overview. */
const SIGNED_IN_START = /[\\/]src[\\/](layout[\\/]Layout|custom[\\/]dashboard[\\/]OverviewPage)\.tsx$/;

/**
 * Fails the build when the entry, the layout or the Overview would load `vendor-pages`: a text field, a dialog,
 * react-admin's Title or dayjs imported statically there (rather than fetched when opened, as LazyChoiceSelect
 * does) would quietly put the chunk back on the first screen after every sign-in.
 */
export const pagesStayOffTheStart = (): Plugin =>
  keepsChunkAway(
    "pages-stay-off-the-start",
    (page) => SIGNED_IN_START.test(page),
    PAGES_CHUNK,
    "fetch the field, dialog or date code when it is used",
  );

/**
 * Fails the build when the first screen after a sign-in or a form that only saves would load `vendor-dialogs`:
 * react-admin's form Toolbar (it brings the delete button) or a dialog imported statically there.
 */
export const dialogsStayOffSaveOnlyPages = (): Plugin =>
  keepsChunkAway(
    "dialogs-stay-off-save-only-pages",
    (page) => SIGNED_IN_START.test(page) || SAVE_ONLY_FORMS.test(page),
    DIALOGS_CHUNK,
    "draw the form's bar with SaveToolbar, and fetch a dialog when it opens",
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
