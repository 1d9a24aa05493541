import { lazyLoaded } from "../../custom/lazyLoaded";

const AuditList = lazyLoaded(() => import("./AuditList"));

export default { list: AuditList };
