import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslate } from "react-admin";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { localizedName } from "../../domain/localizedText";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../../domain/constants";
import { isLocale } from "../../i18n/locale";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { useCurrentScope } from "../shared/useCurrentScope";
import type { AuditReading } from "./auditValues";

/**
 * The names of permission areas and actions in the reader's language, asked of the server as the permissions
 * editor asks them (the same query), only for an entry that changed permissions.
 */
export function usePermissionNames(wanted: boolean): ReadonlyMap<string, string> | undefined {
  const dataProvider = useAppDataProvider();
  const locale = useLocale();
  const { businessId, branchId } = useCurrentScope();
  const branch = businessId && branchId ? { businessId, branchId } : undefined;
  const enabled = wanted && !!branch;
  const areas = useQuery({
    queryKey: ["permissions", "areas", branch, locale],
    queryFn: ({ signal }) => dataProvider.getPermissionAreas({ ...branch!, signal }),
    enabled,
    ...QUERY_DEFAULTS,
  });
  const actions = useQuery({
    queryKey: ["permissions", "actions", branch, locale],
    queryFn: ({ signal }) => dataProvider.getPermissionActions({ ...branch!, signal }),
    enabled,
    ...QUERY_DEFAULTS,
  });
  if (!areas.data || !actions.data) return undefined;
  return new Map(
    [...areas.data.data, ...actions.data.data].map((option) => [
      option.id,
      localizedName(option.locales, locale, option.name),
    ]),
  );
}

/**
 * How the audits read values for the current reader: language, the business's time zone and currency, and for
 * an entry of permissions the names of their areas and actions.
 */
export function useAuditReading(entity?: string): AuditReading {
  const translate = useTranslate();
  const locale = useLocale();
  const timeZone = useBusinessTimeZone();
  const { user } = useCurrentScope();
  // API keys carry permission strings too (their `permissions` field).
  const permissionNames = usePermissionNames(entity === "permissions" || entity === "api_key");
  return {
    translate,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    timeZone,
    currency: user?.currency ?? DEFAULT_CURRENCY,
    permissionNames,
  };
}
