import { describe, expect, it } from "vitest";
import {
  CONFIGURATION_KEYS,
  marginParts,
  toConfigurations,
  toConfigurationValues,
} from "./configurationValues";

describe("business configurations", () => {
  it("reads a margin in seconds as hours and minutes", () => {
    expect(marginParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(marginParts(5400)).toEqual({ hours: 1, minutes: 30 });
    expect(marginParts(-10)).toEqual({ hours: 0, minutes: 0 });
  });

  it("defaults to UTC and 14:00 on this screen", () => {
    const values = toConfigurationValues({ data: [{ key: "check_in_at", value: "" }], updated_at: null });
    expect(values).toMatchObject({
      timezone: "UTC",
      check_in_at: "14:00",
      check_out_at: "14:00",
      RESERVATIONS_MARGIN: 0,
    });
  });

  it("sends every key as { key, value }", () => {
    const sent = toConfigurations({
      timezone: "Asia/Kuwait",
      RESERVATIONS_MARGIN: 3600,
      check_in_at: "15:00",
      qr_push_app_id: null,
    });
    expect(sent.map((entry) => entry.key)).toEqual([...CONFIGURATION_KEYS]);
    expect(sent).toContainEqual({ key: "RESERVATIONS_MARGIN", value: 3600 });
    expect(sent).toContainEqual({ key: "qr_push_app_id", value: "" });
  });
});
