import { lazy } from "react";
import LayersIcon from "@mui/icons-material/Layers";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";

const FloorList = lazy(() => import("./FloorList"));
const FloorCreate = lazy(() => import("./FloorCreate"));
const FloorEdit = lazy(() => import("./FloorEdit"));

export default {
  list: FloorList,
  create: FloorCreate,
  edit: FloorEdit,
  icon: LayersIcon,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], "en", `#${record.id}`),
};
