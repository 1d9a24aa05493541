import { AUDIT_ENTITIES, REGISTRY } from "../../domain/resources";
import { BRANCH_SETTINGS_SCOPES, settingsAuditEntity } from "../../domain/settingsScopes";

// How the audit list names what an entry changed, beside the entity's own name: a number, a branch, or nothing.

/** Settings recorded under a branch's id: the entry is named by the branch rather than by a number. */
export const BRANCH_SETTINGS = new Set(BRANCH_SETTINGS_SCOPES.map(settingsAuditEntity));
/**
 * What pages record (entries with a sidebar link but no scope of records: settings, configurations) are the
 * business's or the signed-in user's own values: their id names nothing a person would recognise.
 */
const PAGES = new Set(
  REGISTRY.filter((entry) => entry.sidebar && !entry.scope && !entry.keepsRecords).map((entry) => entry.name),
);
export const UNNUMBERED = new Set(
  AUDIT_ENTITIES.filter(({ entity, resource }) => PAGES.has(resource) && !BRANCH_SETTINGS.has(entity)).map(
    ({ entity }) => entity,
  ),
);
