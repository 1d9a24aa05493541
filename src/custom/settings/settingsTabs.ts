import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, type SettingsTab } from "../../domain/constants";
import { lazyLoaded } from "../lazyLoaded";

// Each tab of /settings is a chunk of its own, fetched with the page for the tab its address names and when
// chosen for the others: the page's first load carries one tab's fields, not five.

export const SETTINGS_PATH = "/settings";
export const TAB_PARAM = "tab";

/** The tab of `?tab=`, BusinessSettings when absent or unknown (SPEC §2). */
export const settingsTabOf = (value: string | null): SettingsTab =>
  SETTINGS_TABS.find((tab) => tab === value) ?? DEFAULT_SETTINGS_TAB;

export const TAB_CONTENT = {
  BusinessSettings: lazyLoaded(() =>
    import("./BusinessSettings").then((m) => ({ default: m.BusinessSettings })),
  ),
  BranchSettings: lazyLoaded(() => import("./BranchSettings").then((m) => ({ default: m.BranchSettings }))),
  TabletAppSettings: lazyLoaded(() =>
    import("./TabletAppSettings").then((m) => ({ default: m.TabletAppSettings })),
  ),
  MobileAppSettings: lazyLoaded(() =>
    import("./MobileAppSettings").then((m) => ({ default: m.MobileAppSettings })),
  ),
  AccountSettings: lazyLoaded(() =>
    import("./AccountSettings").then((m) => ({ default: m.AccountSettings })),
  ),
} satisfies Record<SettingsTab, unknown>;

/** Fetches the tab the current address opens (the page's loader, beside the page's own chunk). */
export const preloadAddressedTab = () =>
  TAB_CONTENT[settingsTabOf(new URLSearchParams(window.location.search).get(TAB_PARAM))].preload();
