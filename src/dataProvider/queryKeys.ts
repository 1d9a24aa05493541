import type { SettingsScope } from "./methods/settings";

// Query keys of answers that several screens read, so a save in one place updates or refetches them everywhere.

export const QUERY_KEYS = {
  appAddresses: ["apps", "addresses"] as const,
  holidays: (businessId: number | undefined) => ["holidays", "all", businessId ?? null] as const,
  configuration: (businessId: number | undefined) => ["configuration", businessId ?? null] as const,
  settings: (scope: SettingsScope | undefined) => ["settings", scope ?? null] as const,
};
