import { useEffect } from "react";
import { useCanAccess } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_TIMEZONE } from "../../domain/constants";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { rememberBusinessTimeZone } from "../../resources/shared/businessTimeZone";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";

const logFailure = (error: unknown) => {
  console.warn("The business time zone could not be loaded", error);
  throw error;
};

/**
 * The current business's time zone: the configuration's `timezone` (owners only), else the business settings'
 * TimeZone for staff who may read settings, else UTC (SPEC §9). A failed call is only logged.
 */
export function useBusinessTimeZone(): string {
  const dataProvider = useAppDataProvider();
  const { businessId } = useCurrentScope();
  // The configuration is the owner's (the Configurations page's access); settings whoever may read them.
  const { canAccess: isOwner } = useCanAccess({ resource: "configurations", action: "list" });
  const { canAccess: readsSettings } = useCanAccess({ resource: "settings", action: "list" });
  const fromConfiguration = businessId !== undefined && isOwner === true;
  const fromSettings = businessId !== undefined && isOwner === false && readsSettings === true;
  const configuration = useQuery({
    queryKey: QUERY_KEYS.configuration(businessId),
    queryFn: ({ signal }) =>
      dataProvider.getConfiguration({ businessId: businessId!, signal }).catch(logFailure),
    enabled: fromConfiguration,
    ...QUERY_DEFAULTS,
  });
  const scope = businessId !== undefined ? ({ kind: "business", businessId } as const) : undefined;
  const settings = useQuery({
    queryKey: QUERY_KEYS.settings(scope),
    queryFn: ({ signal }) => dataProvider.getSettings({ scope: scope!, signal }).catch(logFailure),
    enabled: fromSettings,
    ...QUERY_DEFAULTS,
  });
  const entries: { key: string; value?: unknown; data?: unknown }[] | undefined = fromConfiguration
    ? configuration.data?.data
    : fromSettings
      ? settings.data?.data
      : undefined;
  const entry = Array.isArray(entries)
    ? entries.find((item) => item.key === "timezone" || item.key === "TimeZone")
    : undefined;
  const zone = entry?.value ?? entry?.data;
  const timeZone = typeof zone === "string" && zone ? zone : DEFAULT_TIMEZONE;
  // Exports run outside React: they read the zone from here (resources/shared/businessTimeZone.ts).
  useEffect(() => rememberBusinessTimeZone(timeZone), [timeZone]);
  return timeZone;
}
