import { DISPLAY_DATE_FORMAT } from "../../domain/constants";
import { formatWallClock } from "../../domain/zoned-time";

/**
 * A stored date-time shown as DD-MM-YYYY HH:mm in the browser's time (ISO text with its zone; one without a zone is
 * read as the browser's time, as dayjs read it).
 */
export function formatDateTime(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return "";
  return formatWallClock(`${DISPLAY_DATE_FORMAT} HH:mm`, {
    year: moment.getFullYear(),
    month: moment.getMonth() + 1,
    day: moment.getDate(),
    hour: moment.getHours(),
    minute: moment.getMinutes(),
  });
}
