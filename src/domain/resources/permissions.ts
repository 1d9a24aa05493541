import { declareEntry } from "./define";

// The permissions editor of the business's staff (SPEC §6): for its owner only, on a page of its own.
export const permissions = declareEntry({
  kind: "custom",
  name: "permissions",
  labels: {
    en: { one: "Permission", other: "Permissions" },
    ar: { one: "صلاحية", other: "الصلاحيات" },
  },
  access: "owner",
  scope: "branch",
  chalets: true,
  // Material icon AdminPanelSettings.
  sidebar: {
    group: "administration",
    icon: "M17 11c.34 0 .67.04 1 .09V6.27L10.5 3 3 6.27v4.91c0 4.54 3.2 8.79 7.5 9.82.55-.13 1.08-.32 1.6-.55-.69-.98-1.1-2.17-1.1-3.45 0-3.31 2.69-6 6-6M17 13c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 1.38c.62 0 1.12.51 1.12 1.12s-.51 1.12-1.12 1.12-1.12-.51-1.12-1.12.5-1.12 1.12-1.12m0 5.37c-.93 0-1.74-.46-2.24-1.17.05-.72 1.51-1.08 2.24-1.08s2.19.36 2.24 1.08c-.5.71-1.31 1.17-2.24 1.17",
    to: "/permissions/list",
  },
  auditEntities: ["permissions"],
});
