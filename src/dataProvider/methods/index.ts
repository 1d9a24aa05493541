import { accountMethods } from "./account";
import { apiKeyMethods } from "./apiKeys";
import { calendarMethods } from "./calendars";
import { customerMethods } from "./customers";
import type { EditorMethods } from "./editorMethods";
import { frontDoorMethods } from "./frontDoor";
import { notificationMethods } from "./notifications";
import { orderEntryMethods } from "./orderEntry";
import { permissionMethods } from "./permissions";
import { qrMethods } from "./qr";
import { rateCalendarMethods } from "./rateCalendar";
import { reportMethods } from "./reports";
import { reservationMethods } from "./reservations";
import { searchMethods } from "./search";
import { settingsMethods } from "./settings";
import { userMethods } from "./users";
import { webhookMethods } from "./webhooks";

/**
 * The names of the menu editor's and the uploads' methods (./editorMethods.ts). Their code, with the upload client
 * and the Smart Uploader's answers (about 1.5 KB gzip), is fetched on the first call: no page loads it before the
 * menu editor or a picture field is used. The type makes this list name each of them, and nothing else.
 */
const EDITOR_METHOD_NAMES = {
  getEditorMenu: true,
  createCategory: true,
  updateCategory: true,
  deleteCategory: true,
  sortCategories: true,
  getItem: true,
  createItem: true,
  updateItem: true,
  deleteItem: true,
  sortItems: true,
  attachItemMedia: true,
  deleteMedia: true,
  sortItemMedia: true,
  getHolidays: true,
  syncHolidayPrices: true,
  uploadMedia: true,
  uploadMenuFile: true,
} as const satisfies Record<keyof EditorMethods, true>;

let editorCode: Promise<EditorMethods> | undefined;
const loadEditorMethods = () => (editorCode ??= import("./editorMethods").then((m) => m.editorMethods));

/** Fetches the editor methods' code ahead of their first call (with the menu editor's page). */
export const preloadEditorMethods = (): Promise<unknown> => loadEditorMethods();

/** Each editor method as a call that fetches the methods' code first (once), then makes the call. */
const editorMethods = Object.fromEntries(
  Object.keys(EDITOR_METHOD_NAMES).map((name) => [
    name,
    async (...args: unknown[]) => {
      const methods = await loadEditorMethods();
      return (methods[name as keyof EditorMethods] as (...a: unknown[]) => unknown)(...args);
    },
  ]),
) as EditorMethods;

/**
 * The dataProvider's methods for the calls that are no plain CRUD of a resource, one file per area. Screens call
 * them through react-admin's useDataProvider (see useAppDataProvider), so a 401 from any of them ends the session
 * like one from a list or a form.
 */
export const customMethods = {
  ...accountMethods,
  ...notificationMethods,
  ...settingsMethods,
  ...editorMethods,
  ...userMethods,
  ...permissionMethods,
  ...reservationMethods,
  ...reportMethods,
  ...qrMethods,
  ...frontDoorMethods,
  ...apiKeyMethods,
  ...orderEntryMethods,
  ...searchMethods,
  ...webhookMethods,
  ...calendarMethods,
  ...customerMethods,
  ...rateCalendarMethods,
};

export type CustomMethods = typeof customMethods;
