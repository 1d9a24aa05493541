// Whose settings (SPEC §3): a business, each branch with its tablet and mobile apps, and each user. The server's
// routes and audit rows, the dataProvider's paths and the audits' naming read these, so a scope is named once.

/** The settings kept per branch, with the last segment of their API path under the branch. */
export const BRANCH_SETTINGS_PATHS = {
  branch: "settings",
  tablet: "tablet-settings",
  mobile: "mobile-settings",
} as const;

export type BranchSettingsScope = keyof typeof BRANCH_SETTINGS_PATHS;
export type SettingsScope = "business" | BranchSettingsScope | "user";

export const BRANCH_SETTINGS_SCOPES = Object.keys(BRANCH_SETTINGS_PATHS) as BranchSettingsScope[];

/** The audit entity of a scope's settings writes, e.g. `tablet_settings`. */
export const settingsAuditEntity = (scope: SettingsScope): string => `${scope}_settings`;
