import dayjs from "dayjs";
import { DISPLAY_DATE_FORMAT } from "../../domain/constants";

/** A stored date-time shown as DD-MM-YYYY HH:mm in the browser's time. */
export const formatDateTime = (value: unknown): string =>
  typeof value === "string" && value ? dayjs(value).format(`${DISPLAY_DATE_FORMAT} HH:mm`) : "";
