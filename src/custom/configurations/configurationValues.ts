import {
  DAY_START_HOUR,
  DEFAULT_CHECK_TIME_CONFIGURATION,
  DEFAULT_TIMEZONE,
  KITCHEN_AMBER_MINUTES,
  KITCHEN_RED_MINUTES,
} from "../../domain/constants";

// Business configuration keys (SPEC §3; server/modules/config/keys.ts).
export const PUSH_KEYS = [
  "qr_push_app_id",
  "qr_push_rest_key",
  "qr_push_user_auth_key",
  "orders_push_app_id",
  "orders_push_rest_key",
  "orders_push_user_auth_key",
] as const;
export const CONFIGURATION_KEYS = [
  "timezone",
  "RESERVATIONS_MARGIN",
  "check_in_at",
  "check_out_at",
  "kitchen_amber_minutes",
  "kitchen_red_minutes",
  "kitchen_stations",
  "day_start_hour",
  ...PUSH_KEYS,
] as const;

/** Shown when the business never set them (SPEC §9: UTC; 14:00 on this screen). */
export const CONFIGURATION_DEFAULTS: Record<string, string | number> = {
  timezone: DEFAULT_TIMEZONE,
  RESERVATIONS_MARGIN: 0,
  check_in_at: DEFAULT_CHECK_TIME_CONFIGURATION,
  check_out_at: DEFAULT_CHECK_TIME_CONFIGURATION,
  kitchen_amber_minutes: KITCHEN_AMBER_MINUTES,
  kitchen_red_minutes: KITCHEN_RED_MINUTES,
  kitchen_stations: "[]",
  day_start_hour: DAY_START_HOUR,
};

export interface ConfigurationAnswer {
  data: { key: string; value: string | number }[];
  updated_at: string | null;
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/** A margin in seconds as whole hours and remaining minutes. */
export function marginParts(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, seconds) / SECONDS_PER_MINUTE);
  return { hours: Math.floor(totalMinutes / MINUTES_PER_HOUR), minutes: totalMinutes % MINUTES_PER_HOUR };
}

export const toConfigurationValues = (answer: ConfigurationAnswer): Record<string, string | number> => ({
  ...CONFIGURATION_DEFAULTS,
  ...Object.fromEntries(
    answer.data.filter(({ value }) => value !== "").map(({ key, value }) => [key, value]),
  ),
});

/** Every key goes out; an empty one resets to its default on the server. */
export const toConfigurations = (values: Record<string, unknown>) =>
  CONFIGURATION_KEYS.map((key) => {
    const value = values[key];
    return {
      key,
      value: value === undefined || value === null ? "" : typeof value === "number" ? value : String(value),
    };
  });
