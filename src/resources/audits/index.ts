import { lazyLoaded } from "../../custom/lazyLoaded";
import { loadSection } from "../../i18n";

// The changes name the settings they were made to with the settings page's strings (auditValues.ts).
const AuditList = lazyLoaded(() =>
  Promise.all([import("./AuditList"), loadSection("settings")]).then(([module]) => module),
);

export default { list: AuditList };
