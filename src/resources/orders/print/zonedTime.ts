import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { DEFAULT_TIMEZONE, DISPLAY_DATE_FORMAT } from "../../../domain/constants";
import { isTimeZone } from "../../../domain/zoned-time";

dayjs.extend(utc);
dayjs.extend(timezone);

/** A stored UTC date-time as DD-MM-YYYY HH:mm in the business time zone (UTC when the zone is unknown). */
export function formatInZone(value: string, timeZone: string | undefined): string {
  const moment = dayjs.utc(value);
  if (!moment.isValid()) return "";
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;
  return moment.tz(zone).format(`${DISPLAY_DATE_FORMAT} HH:mm`);
}
