import { useLocale, useTranslate } from "react-admin";
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../../domain/constants";
import { isLocale } from "../../i18n/locale";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { useCurrentScope } from "../shared/useCurrentScope";
import type { AuditReading } from "./auditValues";

/** How the audits read values for the current reader: language, the business's time zone and currency. */
export function useAuditReading(): AuditReading {
  const translate = useTranslate();
  const locale = useLocale();
  const timeZone = useBusinessTimeZone();
  const { user } = useCurrentScope();
  return {
    translate,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    timeZone,
    currency: user?.currency ?? DEFAULT_CURRENCY,
  };
}
