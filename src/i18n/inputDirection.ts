// Which inputs are written left to right whatever the page's direction. In the Arabic layout an e-mail, a phone
// number, a link, a slug or a code typed into a right-to-left field reorders ("com.example@owner"), so these keep
// their own direction; every other text follows what is typed in it (Arabic right to left, English left to right).
// The theme applies it to every MUI input (direction.ts), so no field needs a patch of its own.

/** Input types whose values are Latin by nature. */
const LATIN_INPUT_TYPES = new Set(["email", "url", "tel", "password", "number"]);

/**
 * Form fields (named by their API key, the last part of a nested name) holding Latin-only values: e-mail and
 * phone, slugs, codes and keys, links, colours and time zone names.
 */
const LATIN_FIELD_NAMES = new Set([
  "email",
  "phone",
  "slug",
  "code",
  "PassKey",
  "timezone",
  "TimeZone",
  "HomeAdLink",
  "link",
  "maps_link",
  "youtube",
  "qr_push_app_id",
  "qr_push_rest_key",
  "qr_push_user_auth_key",
]);

/** Colour settings, written as hex or CSS names: `PrimaryColor`, `ReservationStatusColors.Pending`. */
const COLOUR_FIELD = /colou?rs?(\.|$)/i;

/** Whether an input (its `type` and form field `name`) holds a value written left to right in any language. */
export function isLatinInput({ type, name }: { type?: unknown; name?: unknown }): boolean {
  if (typeof type === "string" && LATIN_INPUT_TYPES.has(type)) return true;
  if (typeof name !== "string" || !name) return false;
  const field = name.split(".").pop() ?? name;
  return LATIN_FIELD_NAMES.has(field) || COLOUR_FIELD.test(name);
}

// `/* @noflip */` keeps the right-to-left style cache (stylis-plugin-rtl) from turning `ltr` into `rtl`: the rule is
// a string because only a string can carry the comment.
const LEFT_TO_RIGHT = "/* @noflip */ direction: ltr;";
// Free text takes the direction of what is typed: an English name reads left to right in the Arabic layout and an
// Arabic one right to left in the English layout, while an empty field keeps the page's direction (dir="auto"
// would turn an empty Arabic field left to right).
const AS_TYPED = "unicode-bidi: plaintext;";

interface InputOwnerState {
  type?: unknown;
  name?: unknown;
  inputComponent?: unknown;
}

/** The theme's style of MUI's input element (MuiInputBase `input` slot) for the field it belongs to. */
export function inputDirectionStyle({ ownerState }: { ownerState?: InputOwnerState }): string {
  if (!ownerState) return "";
  if (isLatinInput(ownerState)) return LEFT_TO_RIGHT;
  // Selects and other custom input components show a choice, not typed text; a plain textarea (the menu editor's
  // descriptions) holds typed text like a field.
  const plainInput =
    ownerState.inputComponent === undefined ||
    ownerState.inputComponent === "input" ||
    ownerState.inputComponent === "textarea";
  const textType =
    ownerState.type === undefined || ownerState.type === "text" || ownerState.type === "search";
  return plainInput && textType ? AS_TYPED : "";
}
