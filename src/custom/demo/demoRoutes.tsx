import { type ComponentType, type LazyExoticComponent } from "react";
import { Route } from "react-router-dom";
import { loadSection } from "../../i18n";
import { lazyLoaded } from "../lazyLoaded";

// The template demo pages of SPEC §2 (no product behaviour), each loaded on demand.
// Each page's chunk comes with the demo pages' strings (a catalogue section of their own).
const withStrings =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadSection("demo")]).then(([module]) => module);
const pick = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T & string) =>
  lazyLoaded(() => withStrings(load)().then((module) => ({ default: module[name] })));

const components = () => import("./ComponentsPages");
const forms = () => import("./FormsPages");
const misc = () => import("./MiscPages");
const TableListDemo = lazyLoaded(() =>
  withStrings(() => import("./TablesPages"))().then((module) => ({ default: module.TableListDemo })),
);
const MapDemo = lazyLoaded(() =>
  withStrings(() => import("./MapsPage"))().then((module) => ({ default: module.MapDemo })),
);

export const DEMO_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  "/components/buttons": pick(components, "ButtonsDemo"),
  "/components/grid-system": pick(components, "GridSystemDemo"),
  "/components/panels": pick(components, "PanelsDemo"),
  "/components/sweet-alert": pick(components, "SweetAlertDemo"),
  "/components/notifications": pick(components, "NotificationsDemo"),
  "/components/icons": pick(components, "IconsDemo"),
  "/components/typography": pick(components, "TypographyDemo"),
  "/forms/regular": pick(forms, "RegularFormDemo"),
  "/forms/extended": pick(forms, "ExtendedFormDemo"),
  "/forms/validation": pick(forms, "ValidationFormDemo"),
  "/forms/wizard": pick(forms, "WizardFormDemo"),
  "/pages/user": pick(misc, "UserProfileDemo"),
  "/pages/timeline": pick(misc, "TimelineDemo"),
  "/calendar": pick(misc, "CalendarDemo"),
  "/charts": pick(misc, "ChartsDemo"),
  "/admin/widgets": pick(misc, "WidgetsDemo"),
};

const TABLE_VARIANTS = ["regular", "extended", "paginated"] as const;
const MAP_VARIANTS = ["google", "full-screen", "vector-map"] as const;

/** The demo routes, to mount inside the layout's `<CustomRoutes>`. */
export const demoRoutes = [
  ...Object.entries(DEMO_PAGES).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />),
  ...TABLE_VARIANTS.map((variant) => (
    <Route key={variant} path={`/table-list/${variant}`} element={<TableListDemo variant={variant} />} />
  )),
  ...MAP_VARIANTS.map((variant) => (
    <Route key={variant} path={`/maps/${variant}`} element={<MapDemo variant={variant} />} />
  )),
];
