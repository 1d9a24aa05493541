import type { Validator } from "react-admin";

/**
 * At least `min` characters. Unlike react-admin's minLength, the message is told the count as `smart_count`, so
 * it is written in each language's plural forms ("8 أحرف", "11 حرفًا"); `min` stays for messages that name it.
 */
export const minLengthRule =
  (min: number, message: string): Validator =>
  (value: unknown) =>
    typeof value === "string" && value !== "" && value.length < min
      ? { message, args: { min, smart_count: min } }
      : undefined;
