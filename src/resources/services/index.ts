import { lazy } from "react";
import RoomServiceIcon from "@mui/icons-material/RoomService";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const ServiceList = lazy(() => import("./ServiceList"));
const ServiceCreate = lazy(() => import("./ServiceCreate"));
const ServiceEdit = lazy(() => import("./ServiceEdit"));

export default {
  list: ServiceList,
  create: ServiceCreate,
  edit: ServiceEdit,
  icon: RoomServiceIcon,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), `#${record.id}`),
};
