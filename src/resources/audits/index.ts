import { lazy } from "react";

const AuditList = lazy(() => import("./AuditList"));

export default { list: AuditList };
