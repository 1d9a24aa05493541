import type { Kysely, Transaction } from "kysely";
import {
  CATEGORY_IMAGE_DIMENSIONS,
  CATEGORY_IMAGE_FITTINGS,
  DEFAULT_CATEGORY_IMAGE_DIMENSIONS,
  DEFAULT_CATEGORY_IMAGE_FITTING,
} from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import type { FieldErrors } from "../../errors";

type Db = Kysely<DB> | Transaction<DB>;

/** SPEC §3 category settings: each key, its allowed values and its default. */
export const CATEGORY_SETTINGS: Record<string, { values: readonly string[]; fallback: string }> = {
  items_images_dimensions: { values: CATEGORY_IMAGE_DIMENSIONS, fallback: DEFAULT_CATEGORY_IMAGE_DIMENSIONS },
  items_images_fitting: { values: CATEGORY_IMAGE_FITTINGS, fallback: DEFAULT_CATEGORY_IMAGE_FITTING },
};
export const CATEGORY_SCOPE = "category";

export interface SettingEntry {
  key: string;
  data?: unknown;
}

const decode = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Every key with its stored value, or its default when nothing valid is stored. */
export function withDefaults(
  stored: readonly { key: string; data: string }[],
): { key: string; data: string }[] {
  return Object.entries(CATEGORY_SETTINGS).map(([key, rule]) => {
    const value = decode(stored.find((s) => s.key === key)?.data ?? "null");
    return { key, data: typeof value === "string" && rule.values.includes(value) ? value : rule.fallback };
  });
}

/** Settings of many categories in one query, by category id. */
export async function settingsOf(db: Db, categoryIds: readonly number[]) {
  const rows = categoryIds.length
    ? await db
        .selectFrom("settings")
        .select(["scope_id", "key", "data"])
        .where("scope", "=", CATEGORY_SCOPE)
        .where("scope_id", "in", [...categoryIds])
        .execute()
    : [];
  return (id: number) => withDefaults(rows.filter((r) => r.scope_id === id));
}

/** Unknown keys and values outside the allowed lists are refused; empty values mean "back to the default". */
export function validateSettings(entries: readonly SettingEntry[]): FieldErrors {
  const errors: FieldErrors = {};
  entries.forEach((entry, i) => {
    const rule = CATEGORY_SETTINGS[entry.key];
    if (!rule) errors[`settings.${i}.key`] = "catalog.settingUnknown";
    else if (
      entry.data !== null &&
      entry.data !== undefined &&
      entry.data !== "" &&
      !(typeof entry.data === "string" && rule.values.includes(entry.data))
    ) {
      errors[`settings.${i}.data`] = "catalog.settingValue";
    }
  });
  return errors;
}
