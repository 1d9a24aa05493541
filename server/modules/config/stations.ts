import { KITCHEN_STATION_NAME_MAX, KITCHEN_STATIONS_MAX } from "../../../src/domain/constants";
import { STATION_ID, type KitchenStation } from "../../../src/domain/kitchen";
import type { MessageRef } from "../../errors";

// The kitchen's stations, one configuration value (`kitchen_stations`): a JSON list of { id, en, ar, categories }.
// Kept in the configuration rather than a table of their own: a handful of names the owner edits with the other
// kitchen settings, read with them by the kitchen screen. A category id of another business matches no line (the
// kitchen only reads its own branch's orders), so the rule needs no database.

const MAX_CATEGORIES = 500;

const isName = (value: unknown) =>
  typeof value === "string" && value.trim().length > 0 && value.length <= KITCHEN_STATION_NAME_MAX;

function isStation(value: unknown): value is KitchenStation {
  if (!value || typeof value !== "object") return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.id === "string" &&
    STATION_ID.test(s.id) &&
    isName(s.en) &&
    isName(s.ar) &&
    Array.isArray(s.categories) &&
    s.categories.length <= MAX_CATEGORIES &&
    s.categories.every((id) => Number.isInteger(id) && (id as number) > 0)
  );
}

/** The configuration rule: a JSON list of stations with distinct ids, names in both languages. */
export function kitchenStationsRule(value: string | number): { value: string } | { error: MessageRef } {
  if (typeof value !== "string") return { error: "validation.type" };
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return { error: "people.config.stations" };
  }
  if (!Array.isArray(list) || !list.every(isStation)) return { error: "people.config.stations" };
  if (list.length > KITCHEN_STATIONS_MAX)
    return { error: { key: "validation.maximum", params: { limit: KITCHEN_STATIONS_MAX } } };
  if (new Set(list.map((s) => s.id)).size !== list.length) return { error: "people.config.stations" };
  const clean = list.map((s) => ({
    id: s.id,
    en: s.en.trim(),
    ar: s.ar.trim(),
    categories: [...new Set(s.categories)],
  }));
  return { value: JSON.stringify(clean) };
}

/** The stored list, read back (the rule has already held it to its shape). */
export const parseKitchenStations = (text: string): KitchenStation[] => JSON.parse(text) as KitchenStation[];
