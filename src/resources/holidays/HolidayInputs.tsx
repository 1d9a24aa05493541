import type { LocalizedText } from "../../domain/localizedText";
import { atHolidaySubmitTime } from "../shared/dates";
import { DateRangeInput } from "../shared/DateRangeInput";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";

/** Holiday form (SPEC §2 Forms): localized name and the required date range. */
export const HolidayInputs = () => (
  <>
    <LocalesTabsInput />
    <DateRangeInput fromSource="from" toSource="to" />
  </>
);

interface HolidayFormValues {
  locales?: LocalizedText[];
  from?: string;
  to?: string;
  updated_at?: string;
}

/** SPEC §5: the holiday is saved from 14:00:00 on the first chosen day to 14:00:00 on the last. */
export const holidayPayload = (values: HolidayFormValues) => ({
  locales: values.locales,
  from: atHolidaySubmitTime(values.from),
  to: atHolidaySubmitTime(values.to),
  updated_at: values.updated_at,
});
