import { lazy } from "react";
import CelebrationIcon from "@mui/icons-material/Celebration";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const EventList = lazy(() => import("./EventList"));
const EventCreate = lazy(() => import("./EventCreate"));
const EventEdit = lazy(() => import("./EventEdit"));

export default {
  list: EventList,
  create: EventCreate,
  edit: EventEdit,
  icon: CelebrationIcon,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), `#${record.id}`),
};
