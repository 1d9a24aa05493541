import { declareEntry } from "./define";

// Items (SPEC §7) are edited in the menu editor only: no screens or link of their own, but their area guards the
// editor's item buttons and their changes are audited.
export const items = declareEntry({
  kind: "custom",
  name: "items",
  access: { area: "items" },
  scope: "business",
  auditEntities: ["item", "item_holidays"],
});
