// Pure helpers between the settings API (lists of { key, data }) and form values (one field per key).

export interface SettingEntry {
  key: string;
  data: unknown;
}

export interface SettingsAnswer {
  data: SettingEntry[];
  /** When the scope was last saved: sent back so a save over someone else's newer one answers 409. */
  updated_at: string | null;
}

/** SPEC §5: null, undefined, blank strings (and lists or groups made only of them) count as empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === "object") return Object.values(value).every(isEmptyValue);
  return false;
}

/** Drops empty members of groups (colours, localized texts) so only real values travel. */
function withoutEmptyMembers(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, member]) => !isEmptyValue(member)));
}

/** The form values of `keys` as the list to save, empty values dropped before saving (SPEC §5). */
export function toSettingEntries(values: Record<string, unknown>, keys: readonly string[]): SettingEntry[] {
  return keys
    .filter((key) => !isEmptyValue(values[key]))
    .map((key) => ({ key, data: withoutEmptyMembers(values[key]) }));
}

/** What one save sends: the non-empty values, and the keys the user cleared (deleted on the server). */
export interface SettingsSave {
  settings: SettingEntry[];
  remove: string[];
}

/**
 * The form values of `keys` as a save: empty values are dropped from the list (SPEC §5), and those of them that
 * held a value when loaded are named in `remove` so the server deletes them instead of keeping the old value.
 */
export function toSettingsSave(
  values: Record<string, unknown>,
  keys: readonly string[],
  loaded: Record<string, unknown>,
): SettingsSave {
  return {
    settings: toSettingEntries(values, keys),
    remove: keys.filter((key) => isEmptyValue(values[key]) && !isEmptyValue(loaded[key])),
  };
}

/** The loaded list as form values. */
export const toFormValues = (entries: SettingEntry[]): Record<string, unknown> =>
  Object.fromEntries(entries.map(({ key, data }) => [key, data]));

/**
 * The server names failing fields `settings.{Key}` (and `settings.SliderAds.0.src` inside lists): the form field
 * is the rest of the name.
 */
export function settingsFieldErrors(
  fieldErrors: Record<string, string>,
  prefix = "settings.",
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [
      field.startsWith(prefix) ? field.slice(prefix.length) : field,
      message,
    ]),
  );
}
