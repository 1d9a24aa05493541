import { declareEntry } from "./define";

// Who changed what in the business (SPEC §2 /audits/list): for its owner only.
export const audits = declareEntry({
  kind: "custom",
  name: "audits",
  position: 420,
  access: "owner",
  path: "business/{businessId}/audits",
  scope: "business",
  screens: true,
  chalets: true,
  sidebar: { group: "administration", icon: "audit", to: "/audits/list" },
});
