import { lazy } from "react";
import HistoryIcon from "@mui/icons-material/History";

const AuditList = lazy(() => import("./AuditList"));

export default { list: AuditList, icon: HistoryIcon };
