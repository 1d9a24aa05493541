import { declareEntry } from "./define";

// What every signed-in user has, outside any screen: their notifications (the bell) and the files they upload
// (the server checks each upload against the record it is attached to).

export const notifications = declareEntry({
  kind: "custom",
  name: "notifications",
  access: "everyone",
  auditEntities: ["notification"],
});

export const media = declareEntry({
  kind: "custom",
  name: "media",
  access: "everyone",
  auditEntities: ["media"],
});
