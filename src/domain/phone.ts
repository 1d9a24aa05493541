import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { DEFAULT_PHONE_COUNTRY, GENERATED_EMAIL_DOMAIN } from "./constants";

/**
 * A phone number as entered (local, with or without +, spaces allowed) in E.164 form (+96550000001), or
 * undefined when it is not a valid number. Numbers without a country code are read as Kuwaiti (SPEC §9).
 */
export function normalizePhone(
  input: unknown,
  defaultCountry: string = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  if (typeof input !== "string" && typeof input !== "number") return undefined;
  const text = String(input).trim();
  if (!text || text.length > 32) return undefined;
  const phone = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  return phone?.isValid() ? phone.number : undefined;
}

/** SPEC §5: a user without an e-mail gets one made from the phone digits: {digits}@{GENERATED_EMAIL_DOMAIN}. */
export const generatedEmailFor = (phone: string) => `${phone.replace(/\D/g, "")}@${GENERATED_EMAIL_DOMAIN}`;
