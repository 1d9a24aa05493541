import { describe, expect, it } from "vitest";
import { mapsLinkOf, parseMapsLink } from "./maps";

describe("parseMapsLink", () => {
  it("reads latitude then longitude after the at sign", () => {
    expect(parseMapsLink("https://www.google.com/maps/place/Khiran/@28.6406,48.3717,14z")).toEqual({
      valid: true,
      location: { latitude: 28.6406, longitude: 48.3717 },
    });
    expect(parseMapsLink("https://maps.google.com/@-33.8688,151.2093,12z/data=!3m1")).toEqual({
      valid: true,
      location: { latitude: -33.8688, longitude: 151.2093 },
    });
    expect(parseMapsLink("  https://www.google.com/maps/@29, 48,10z ")).toEqual({
      valid: true,
      location: { latitude: 29, longitude: 48 },
    });
  });

  it("treats an empty link as valid without a location, so clearing it clears the coordinates", () => {
    expect(parseMapsLink("")).toEqual({ valid: true, location: null });
    expect(parseMapsLink("   ")).toEqual({ valid: true, location: null });
    expect(parseMapsLink(null)).toEqual({ valid: true, location: null });
    expect(parseMapsLink(undefined)).toEqual({ valid: true, location: null });
  });

  it("refuses links without coordinates after an at sign, or with impossible ones", () => {
    expect(parseMapsLink("https://goo.gl/maps/abc123").valid).toBe(false);
    expect(parseMapsLink("28.6406,48.3717").valid).toBe(false);
    expect(parseMapsLink("https://www.google.com/maps/@abc,def").valid).toBe(false);
    expect(parseMapsLink("https://www.google.com/maps/@28.6406").valid).toBe(false);
    expect(parseMapsLink("https://www.google.com/maps/@95.1,48.3").valid).toBe(false);
    expect(parseMapsLink("https://www.google.com/maps/@28.1,181.5").valid).toBe(false);
  });

  it("round-trips a stored location through mapsLinkOf", () => {
    const link = mapsLinkOf({ latitude: 28.6406, longitude: 48.3717 });
    expect(parseMapsLink(link)).toEqual({ valid: true, location: { latitude: 28.6406, longitude: 48.3717 } });
    expect(mapsLinkOf(null)).toBe("");
  });
});
