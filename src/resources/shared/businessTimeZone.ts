import { DEFAULT_TIMEZONE } from "../../domain/constants";

// The current business's time zone for code that runs outside React (a list's CSV exporter): the app bar's
// useBusinessTimeZone keeps it up to date whenever it is known, as i18n/locale keeps the current language.
let current: string = DEFAULT_TIMEZONE;

export const getBusinessTimeZone = (): string => current;

export function rememberBusinessTimeZone(timeZone: string): void {
  current = timeZone;
}
