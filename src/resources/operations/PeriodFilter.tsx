import { DateRangeInput } from "../shared/DateRangeInput";

/**
 * A from/to filter of a list (days shown DD-MM-YYYY). `source` is what react-admin's filter form keys it by;
 * the range itself writes `from` and `to`, which the API lists read as whole days.
 */
export const PeriodFilter = (_props: { source: "from"; alwaysOn?: boolean }) => (
  <DateRangeInput isRequired={false} />
);
