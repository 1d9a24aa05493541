import { Type } from "typebox";

export const SettingEntry = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 64 }),
  data: Type.Optional(Type.Unknown()),
});

/** `{ settings: [{ key, data }], updated_at? }`; a bare list is accepted too (wrapped before validation). */
export const SettingsBody = Type.Object({
  settings: Type.Array(SettingEntry, { maxItems: 100 }),
  /**
   * Keys the user cleared: deleted on the server (read back with their default, if any). The settings list
   * itself never carries empty values (SPEC §5 drops them before sending), so a cleared value travels here.
   */
  remove: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100 })),
  /** The `updated_at` the client loaded: a later save by someone else answers 409. */
  updated_at: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
});

export const SettingsOut = Type.Object({
  data: Type.Array(Type.Object({ key: Type.String(), data: Type.Unknown() })),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
