import { accountMethods } from "./account";
import { mediaMethods } from "./media";
import { menuEditorMethods } from "./menuEditor";
import { notificationMethods } from "./notifications";
import { permissionMethods } from "./permissions";
import { qrMethods } from "./qr";
import { reportMethods } from "./reports";
import { reservationMethods } from "./reservations";
import { settingsMethods } from "./settings";
import { userMethods } from "./users";

/**
 * The dataProvider's methods for the calls that are no plain CRUD of a resource, one file per area. Screens call
 * them through react-admin's useDataProvider (see useAppDataProvider), so a 401 from any of them ends the session
 * like one from a list or a form.
 */
export const customMethods = {
  ...accountMethods,
  ...notificationMethods,
  ...settingsMethods,
  ...menuEditorMethods,
  ...mediaMethods,
  ...userMethods,
  ...permissionMethods,
  ...reservationMethods,
  ...reportMethods,
  ...qrMethods,
};

export type CustomMethods = typeof customMethods;
