import {
  DEFAULT_CHECK_TIME_CONFIGURATION,
  DEFAULT_TIMEZONE,
  RESERVATIONS_MARGIN_MAX,
  RESERVATIONS_MARGIN_MIN,
} from "../../../src/domain/constants";
import type { MessageRef } from "../../errors";
import { isTimeZone } from "../settings/rules";

// Business configuration keys (SPEC §3): time zone, reservation margin, check-in/out times, push-notification keys
// of the QR app and the Orders app. Values are stored as text.

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
  qr_push_app_id: "",
  qr_push_rest_key: "",
  qr_push_user_auth_key: "",
  orders_push_app_id: "",
  orders_push_rest_key: "",
  orders_push_user_auth_key: "",
};

/** Numbers go out as numbers; everything else as text. */
export const configValueOut = (key: string, value: string): string | number =>
  key === "RESERVATIONS_MARGIN" ? Number(value) : value;
