import type { RaRecord } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const BusinessList = lazyLoaded(() => import("./BusinessList"));
const BusinessCreate = lazyLoaded(() => import("./BusinessCreate"));
const BusinessEdit = lazyLoaded(() => import("./BusinessEdit"));

export default {
  list: BusinessList,
  create: BusinessCreate,
  edit: BusinessEdit,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), String(record.name ?? "")),
};
