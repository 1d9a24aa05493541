import { declareEntry } from "./define";

// The permissions editor of the business's staff (SPEC §6): for its owner only, on a page of its own.
export const permissions = declareEntry({
  kind: "custom",
  name: "permissions",
  position: 430,
  access: "owner",
  scope: "branch",
  chalets: true,
  sidebar: { group: "administration", icon: "permission", to: "/permissions/list" },
  auditEntities: ["permissions"],
});
