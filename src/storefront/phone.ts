import { normalizePhone } from "../domain/phone";

// A phone number typed the way people in Kuwait type it: eight digits, or with +965 or 00965, spaces or dashes
// anywhere, Arabic-Indic digits from an Arabic keyboard. The rule itself is the server's (src/domain/phone.ts).

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** What the field keeps while typing: Latin digits, one leading +, spaces; anything else is dropped. */
export function typedPhone(text: string): string {
  const latin = text.replace(EASTERN_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
  const plus = latin.trimStart().startsWith("+") ? "+" : "";
  return (
    plus +
    latin
      .replace(/[^\d ]/g, "")
      .replace(/ {2,}/g, " ")
      .trimStart()
  );
}

/** The number in international form (+96551230077), or undefined when it is not a valid number. */
export const phoneForOrder = (text: string): string | undefined => normalizePhone(typedPhone(text));
