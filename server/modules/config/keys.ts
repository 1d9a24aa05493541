import {
  DAY_START_HOUR,
  DAY_START_HOUR_MAX,
  DEFAULT_CHECK_TIME_CONFIGURATION,
  KITCHEN_AMBER_MINUTES,
  KITCHEN_MINUTES_MAX,
  KITCHEN_RED_MINUTES,
  DEFAULT_TIMEZONE,
  RESERVATIONS_MARGIN_MAX,
  RESERVATIONS_MARGIN_MIN,
} from "../../../src/domain/constants";
import type { MessageRef } from "../../errors";
import { isTimeZone } from "../settings/rules";
import { kitchenStationsRule } from "./stations";

// Business configuration keys (SPEC §3): time zone, reservation margin, check-in/out times, the kitchen screen's age
// thresholds and stations, the business day's start hour (daily report), push-notification keys of the QR app and the Orders app. Values are stored as text.

type ConfigRule = (value: string | number) => { value: string } | { error: MessageRef };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime: ConfigRule = (value) =>
  typeof value === "string" && CLOCK.test(value) ? { value } : { error: "people.config.time" };
const pushKey: ConfigRule = (value) => {
  if (typeof value !== "string") return { error: "validation.type" };
  return value.length <= 255
    ? { value: value.trim() }
    : { error: { key: "validation.maxLength", params: { limit: 255 } } };
};

/** Whole minutes from 1 to KITCHEN_MINUTES_MAX (the kitchen screen's age thresholds). */
const kitchenMinutes: ConfigRule = (value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) return { error: "people.config.integer" };
  if (n < 1) return { error: { key: "validation.minimum", params: { limit: 1 } } };
  if (n > KITCHEN_MINUTES_MAX)
    return { error: { key: "validation.maximum", params: { limit: KITCHEN_MINUTES_MAX } } };
  return { value: String(n) };
};

/** A whole hour from 0 to DAY_START_HOUR_MAX: when the business day starts (daily report). */
const dayStartHour: ConfigRule = (value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) return { error: "people.config.integer" };
  if (n < 0) return { error: { key: "validation.minimum", params: { limit: 0 } } };
  if (n > DAY_START_HOUR_MAX)
    return { error: { key: "validation.maximum", params: { limit: DAY_START_HOUR_MAX } } };
  return { value: String(n) };
};

/** The numeric keys: sent out as numbers. */
const NUMERIC_KEYS = new Set([
  "RESERVATIONS_MARGIN",
  "kitchen_amber_minutes",
  "kitchen_red_minutes",
  "day_start_hour",
]);

export const CONFIG_RULES: Record<string, ConfigRule> = {
  timezone: (value) =>
    typeof value === "string" && isTimeZone(value) ? { value } : { error: "people.settings.timezone" },
  RESERVATIONS_MARGIN: (value) => {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof n !== "number" || !Number.isInteger(n)) return { error: "people.config.integer" };
    if (n < RESERVATIONS_MARGIN_MIN)
      return { error: { key: "validation.minimum", params: { limit: RESERVATIONS_MARGIN_MIN } } };
    if (n > RESERVATIONS_MARGIN_MAX)
      return { error: { key: "validation.maximum", params: { limit: RESERVATIONS_MARGIN_MAX } } };
    return { value: String(n) };
  },
  check_in_at: clockTime,
  check_out_at: clockTime,
  kitchen_amber_minutes: kitchenMinutes,
  kitchen_red_minutes: kitchenMinutes,
  kitchen_stations: kitchenStationsRule,
  day_start_hour: dayStartHour,
  qr_push_app_id: pushKey,
  qr_push_rest_key: pushKey,
  qr_push_user_auth_key: pushKey,
  orders_push_app_id: pushKey,
  orders_push_rest_key: pushKey,
  orders_push_user_auth_key: pushKey,
};

export const CONFIG_DEFAULTS: Record<string, string> = {
  timezone: DEFAULT_TIMEZONE,
  RESERVATIONS_MARGIN: "0",
  check_in_at: DEFAULT_CHECK_TIME_CONFIGURATION,
  check_out_at: DEFAULT_CHECK_TIME_CONFIGURATION,
  kitchen_amber_minutes: String(KITCHEN_AMBER_MINUTES),
  kitchen_red_minutes: String(KITCHEN_RED_MINUTES),
  kitchen_stations: "[]",
  day_start_hour: String(DAY_START_HOUR),
  qr_push_app_id: "",
  qr_push_rest_key: "",
  qr_push_user_auth_key: "",
  orders_push_app_id: "",
  orders_push_rest_key: "",
  orders_push_user_auth_key: "",
};

/** Numbers go out as numbers; everything else as text. */
export const configValueOut = (key: string, value: string): string | number =>
  NUMERIC_KEYS.has(key) ? Number(value) : value;
