import { lazy } from "react";
import BeachAccessIcon from "@mui/icons-material/BeachAccess";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const HolidayList = lazy(() => import("./HolidayList"));
const HolidayCreate = lazy(() => import("./HolidayCreate"));
const HolidayEdit = lazy(() => import("./HolidayEdit"));

export default {
  list: HolidayList,
  create: HolidayCreate,
  edit: HolidayEdit,
  icon: BeachAccessIcon,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), `#${record.id}`),
};
