import { lazy } from "react";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const MenuList = lazy(() => import("./MenuList"));
const MenuCreate = lazy(() => import("./MenuCreate"));
const MenuEdit = lazy(() => import("./MenuEdit"));

export default {
  list: MenuList,
  create: MenuCreate,
  edit: MenuEdit,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), `#${record.id}`),
};
