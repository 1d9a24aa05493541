import path from "node:path";
import type { Plugin } from "vite";

// Library modules the build points at stand-ins of the app's (src/vendor/): each one is
// imported by a library for a feature the dashboard never uses, or uses only after a click, and would otherwise
// be on every page. Only the named importer's import is swapped; the app's own imports reach the real modules.

interface StandIn {
  /** The library files whose import is swapped. */
  importer: RegExp;
  /** The import as written in those files. */
  source: (specifier: string) => boolean;
  /** When given, the import is swapped only if it resolves to a file this matches. */
  resolved?: RegExp;
  /** The app's module taken instead, relative to the project root. */
  standIn: string;
  /** One library file that makes the import, checked by src/vendor/standIns.test.ts after library updates. */
  seenIn: string;
}

const dir = (folder: string) => new RegExp(folder.replaceAll("/", "[\\\\/]"));

export const STAND_INS: StandIn[] = [
  // react-admin's default exporter imports jsonexport statically; the stand-in fetches it on the first export.
  {
    importer: dir("/ra-core/"),
    source: (s) => s === "jsonexport/dist/index.js",
    standIn: "src/vendor/jsonexportOnDemand.ts",
    seenIn: "ra-core/dist/export/defaultExporter.js",
  },
  // The query-string library (with decode-uri-component, split-on-first and filter-obj: 2 KB gzip on every page),
  // with which react-admin reads and writes a list's parameters and the API calls' queries at its defaults: the
  // stand-in keeps its rules with the browser's own URL encoding.
  {
    importer: dir("/ra-(core|ui-materialui)/"),
    source: (s) => s === "query-string",
    standIn: "src/vendor/plainQueryString.ts",
    seenIn: "ra-core/dist/controller/list/useListParams.js",
  },
  // MUI's popper (positions tooltips, autocomplete lists and poppers): 6 KB gzip that no page needs before a
  // tooltip or a list first opens. The stand-in fetches it then, or once the page is idle.
  {
    importer: dir("/@mui/material/"),
    source: (s) => s === "@popperjs/core",
    standIn: "src/vendor/popperOnDemand.ts",
    seenIn: "@mui/material/esm/Popper/BasePopper.js",
  },
  // MUI's CSS-variables theme and provider, which createTheme and ThemeProvider import for themes that ask for
  // CSS variables or colour schemes: react-admin's and the dashboard's themes ask for neither (5 KB gzip).
  {
    importer: dir("/@mui/material/esm/styles/"),
    source: (s) => s === "./createThemeWithVars.js",
    standIn: "src/vendor/noCssVarsTheme.ts",
    seenIn: "@mui/material/esm/styles/createTheme.js",
  },
  {
    importer: dir("/@mui/material/esm/styles/"),
    source: (s) => s === "./ThemeProviderWithVars.js",
    standIn: "src/vendor/noCssVarsTheme.ts",
    seenIn: "@mui/material/esm/styles/ThemeProvider.js",
  },
  // react-admin makes fallback labels from resource and field names with the inflection library (3 KB gzip on
  // every page); every label is in the catalogues, and plain English rules write the same fallbacks.
  {
    importer: dir("/ra-(core|ui-materialui)/"),
    source: (s) => s === "inflection",
    standIn: "src/vendor/plainInflection.ts",
    seenIn: "ra-core/dist/core/useGetResourceLabel.js",
  },
  // DataTable's column chooser, drawn by every table for a Columns button no list has (switches, a searchable
  // text field, a diacritics table: about 5 KB gzip): fetched once a Columns button is on the page.
  {
    importer: dir("/ra-ui-materialui/dist/list/datatable/DataTable\\.js$"),
    source: (s) => s === "./ColumnsSelector.js",
    standIn: "src/vendor/columnsChooserOnDemand.tsx",
    seenIn: "ra-ui-materialui/dist/list/datatable/DataTable.js",
  },
  {
    importer: dir("/ra-ui-materialui/dist/list/datatable/DataTableColumn\\.js$"),
    source: (s) => s === "./ColumnsSelectorItem.js",
    standIn: "src/vendor/columnsChooserOnDemand.tsx",
    seenIn: "ra-ui-materialui/dist/list/datatable/DataTableColumn.js",
  },
  // The tables' default bulk action (delete the selected rows), which no table of the dashboard falls back to.
  {
    importer: dir("/ra-ui-materialui/dist/list/(datatable/DataTable|datagrid/Datagrid)\\.js$"),
    source: (s) => s === "../../button/index.js",
    standIn: "src/vendor/bulkDeleteOnDemand.tsx",
    seenIn: "ra-ui-materialui/dist/list/datatable/DataTable.js",
  },
  // The defaults of react-admin's AppBar (its user menu, its language and theme buttons): the dashboard's top bar
  // gives its own user menu and toolbar.
  {
    importer: dir("/ra-ui-materialui/dist/layout/AppBar\\.js$"),
    source: (s) => ["./UserMenu.js", "../button/index.js", "../button/ToggleThemeButton.js"].includes(s),
    standIn: "src/vendor/appBarDefaultsOnDemand.tsx",
    seenIn: "ra-ui-materialui/dist/layout/AppBar.js",
  },
  // The row selection of DataTable (the checkboxes and the selected rows' toolbar), which only tables with bulk
  // actions draw: fetched by those.
  {
    importer: dir(
      "/ra-ui-materialui/dist/list/datatable/(DataTableLoading|SelectRowCheckbox|SelectPageCheckbox)\\.js$",
    ),
    source: (s) => s === "@mui/material",
    standIn: "src/vendor/tableSelectionOnDemand.tsx",
    seenIn: "ra-ui-materialui/dist/list/datatable/SelectRowCheckbox.js",
  },
  {
    importer: dir("/ra-ui-materialui/dist/list/datatable/DataTable\\.js$"),
    source: (s) => s === "../BulkActionsToolbar.js",
    standIn: "src/vendor/tableSelectionOnDemand.tsx",
    seenIn: "ra-ui-materialui/dist/list/datatable/DataTable.js",
  },
];

export function standIns(): Plugin {
  let root = process.cwd();
  return {
    name: "stand-ins",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const entry = STAND_INS.find((e) => e.importer.test(importer) && e.source(source));
      if (!entry) return null;
      if (entry.resolved) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || !entry.resolved.test(resolved.id)) return null;
      }
      return path.join(root, entry.standIn);
    },
  };
}
