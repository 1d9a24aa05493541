import { lazy } from "react";
import type { RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";

const BranchList = lazy(() => import("./BranchList"));
const BranchCreate = lazy(() => import("./BranchCreate"));
const BranchEdit = lazy(() => import("./BranchEdit"));

export default {
  list: BranchList,
  create: BranchCreate,
  edit: BranchEdit,
  recordRepresentation: (record: RaRecord) =>
    localizedName(record.locales as LocalizedText[], getCurrentLocale(), String(record.slug ?? "")),
};
