import { declareEntry } from "./define";

// What every signed-in user has, outside any screen: their notifications (the bell) and the files they upload
// (the server checks each upload against the record it is attached to).

export const notifications = declareEntry({
  kind: "custom",
  name: "notifications",
  position: 910,
  access: "everyone",
  auditEntities: ["notification"],
});

export const media = declareEntry({
  kind: "custom",
  name: "media",
  position: 920,
  access: "everyone",
  auditEntities: ["media"],
});
