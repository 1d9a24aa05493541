import { useStore } from "react-admin";

/** The Overview's period: a number of days ending today (in the business's time zone), or chosen dates. */
export type OverviewPeriod =
  { kind: "days"; days: 1 | 7 | 30 } | { kind: "custom"; from: string; to: string };

export const PRESETS = [1, 7, 30] as const;

const DEFAULT_PERIOD: OverviewPeriod = { kind: "days", days: 7 };

/** The query string the widgets send; the server works out "today" in the business's time zone. */
export const periodQuery = (period: OverviewPeriod, branchId?: number) => {
  const query = new URLSearchParams(
    period.kind === "days" ? { days: String(period.days) } : { from: period.from, to: period.to },
  );
  if (branchId !== undefined) query.set("branch_id", String(branchId));
  return query.toString();
};

/** The chosen period, kept between visits. */
export const useOverviewPeriod = () => useStore<OverviewPeriod>("overview.period", DEFAULT_PERIOD);
