import { declareEntry } from "./define";

// Staff of a business: listed under the business, created and changed at SPEC §7's `users/`; an e-mail that
// already has an account gets an invitation.
export const users = declareEntry({
  kind: "custom",
  name: "users",
  position: 330,
  access: { area: "users" },
  path: "business/{businessId}/users",
  writePath: "users",
  scope: "business",
  screens: true,
  chalets: true,
  sidebar: { group: "organisation", icon: "user", to: "/users/list" },
  auditEntities: ["user", "invitation"],
});
