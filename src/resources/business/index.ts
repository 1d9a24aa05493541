import { lazy } from "react";
import StorefrontIcon from "@mui/icons-material/Storefront";
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
  icon: StorefrontIcon,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), String(record.name ?? "")),
};
