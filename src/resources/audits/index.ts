import { lazyLoaded } from "../../custom/lazyLoaded";
import { loadSection } from "../../i18n";

// The audits' own strings, and the settings page's, with which the changes name the settings they were made to
// (auditValues.ts).
const AuditList = lazyLoaded(() =>
  Promise.all([import("./AuditList"), loadSection("audits"), loadSection("settings")]).then(
    ([module]) => module,
  ),
);

export default { list: AuditList };
