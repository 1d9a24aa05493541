import { lazy } from "react";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const BusinessList = lazy(() => import("./BusinessList"));
const BusinessCreate = lazy(() => import("./BusinessCreate"));
const BusinessEdit = lazy(() => import("./BusinessEdit"));

export default {
  list: BusinessList,
  create: BusinessCreate,
  edit: BusinessEdit,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), String(record.name ?? "")),
};
