import { DEFAULT_TIMEZONE } from "../../domain/constants";
import { usePermission } from "../../resources/shared/usePermission";
import { useApiJson } from "../useApiJson";

interface ConfigAnswer {
  data: { key: string; value?: unknown; data?: unknown }[];
}

/**
 * The current business's time zone: the configuration's `timezone` (owners only), else the business settings'
 * TimeZone for staff who may read settings, else UTC (SPEC §9). A failed call is only logged.
 */
export function useBusinessTimeZone(): string {
  const { businessId, isOwner, can } = usePermission();
  const path =
    businessId === undefined
      ? undefined
      : isOwner
        ? `business/${businessId}/config`
        : can("settings", "read")
          ? `business/${businessId}/settings`
          : undefined;
  const { data } = useApiJson<ConfigAnswer>(path, { failureMessage: "The business time zone could not be loaded" });
  const entry = data?.data.find((item) => item.key === "timezone" || item.key === "TimeZone");
  const zone = entry?.value ?? entry?.data;
  return typeof zone === "string" && zone ? zone : DEFAULT_TIMEZONE;
}
