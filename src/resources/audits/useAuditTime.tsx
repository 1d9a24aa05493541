import type { ReactNode } from "react";
import { formatBusinessDateTime, longBusinessDateTime } from "../shared/businessTime";
import { useAuditReading } from "./useAuditReading";

/**
 * When an audit entry was written, as the business sees it: DD-MM-YYYY HH:mm in its time zone (not the browser's),
 * the full date in the reader's language as the tooltip ("الأحد، 1 مارس 2026 في 23:05").
 */
export function useAuditTime(): (value: unknown) => ReactNode {
  const { timeZone, locale } = useAuditReading();
  return (value) =>
    typeof value === "string" && value ? (
      <time dateTime={value} title={longBusinessDateTime(value, timeZone, locale)}>
        {formatBusinessDateTime(value, timeZone)}
      </time>
    ) : null;
}
