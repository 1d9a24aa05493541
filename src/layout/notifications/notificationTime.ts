import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { DEFAULT_TIMEZONE, NOTIFICATION_TIME_FORMAT } from "../../domain/constants";
import { isTimeZone } from "../../domain/zoned-time";

dayjs.extend(utc);
dayjs.extend(timezone);

/** When a notification was made, as YYYY-MM-DD hh:mm A in the business time zone (SPEC §9); UTC if the zone is unknown. */
export function formatNotificationTime(createdAt: string, timeZone: string | undefined): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;
  const moment = dayjs.utc(createdAt);
  if (!moment.isValid()) return "";
  return moment.tz(zone).format(NOTIFICATION_TIME_FORMAT);
}
