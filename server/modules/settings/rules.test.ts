import { describe, expect, it } from "vitest";
import { passKey, sliderAds } from "./app-rules";
import { checkEntries } from "./service";
import { color, date, image, isEmpty, link, localized, timeZone } from "./rules";

const context = { businessType: "restaurant" };
const accepts = (result: object) => "value" in result;

describe("settings value rules", () => {
  it("treats null, blank text, empty lists and objects of empties as empty", () => {
    expect([null, undefined, "", "  ", [], {}, { en: "", ar: null }].every(isEmpty)).toBe(true);
    expect([0, false, "x", [1], { en: "x" }].some(isEmpty)).toBe(false);
  });

  it("checks colours, dates, time zones, links and images", () => {
    expect(
      accepts(color("#BB3CBF", context)) && accepts(color("red", context)) && accepts(color("#abc", context)),
    ).toBe(true);
    expect(accepts(color("#12345", context)) || accepts(color("rgb(0,0,0)", context))).toBe(false);
    expect(accepts(date("2028-02-29", context))).toBe(true);
    expect(accepts(date("2027-02-29", context)) || accepts(date("29-02-2028", context))).toBe(false);
    expect(accepts(timeZone("Asia/Kuwait", context))).toBe(true);
    expect(accepts(timeZone("Kuwait/Salmiya", context))).toBe(false);
    for (const ok of ["#", "https://example.com/x", "items/12"])
      expect(accepts(link(ok, context)), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "items/x", "example.com"])
      expect(accepts(link(bad, context)), bad).toBe(false);
    expect(accepts(image("/media/1/a.jpg", context))).toBe(true);
    expect(accepts(image("/media/../secret", context)) || accepts(image("/etc/passwd", context))).toBe(false);
  });

  it("keeps pass keys as 4-digit text and slider ads to 5 with a default link", () => {
    expect(passKey(4)("0420", context)).toEqual({ value: "0420" });
    expect(passKey(4)(420, context)).toEqual({ value: "0420" });
    expect(accepts(passKey(4)("42a0", context))).toBe(false);
    expect(sliderAds([{ src: "/media/a.jpg" }], context)).toEqual({
      value: [{ src: "/media/a.jpg", link: "#" }],
    });
    expect(
      sliderAds(
        Array.from({ length: 6 }, () => ({ src: "/media/a.jpg" })),
        context,
      ),
    ).toMatchObject({ error: { key: "people.settings.sliderAdsLimit" } });
  });

  it("reads localized text as a string or { en, ar }", () => {
    expect(localized(10)({ en: "Hi", ar: "" }, context)).toEqual({ value: { en: "Hi" } });
    expect(localized(10)({ fr: "Salut" }, context)).toMatchObject({ at: "fr" });
  });
});

describe("checkEntries", () => {
  it("answers values to save and keys to delete, with aliases", () => {
    const { upserts, deletes } = checkEntries(
      "business",
      [
        { key: "GeneralDiscount", data: "12.5" },
        { key: "Website", data: "" },
        { key: "logo_dark", data: "/media/x.png" },
      ],
      context,
    );
    expect(Object.fromEntries(upserts)).toEqual({ GeneralDiscount: 12.5, LogoDark: "/media/x.png" });
    expect([...deletes]).toEqual(["Website"]);
  });

  it("refuses unknown and repeated keys and restaurant-only keys elsewhere", () => {
    expect(() => checkEntries("tablet", [{ key: "HideCart", data: true }], context)).toThrow();
    expect(() =>
      checkEntries(
        "user",
        [
          { key: "ReceiveOrderNotifications", data: true },
          { key: "ReceiveOrderNotifications", data: false },
        ],
        context,
      ),
    ).toThrow();
    expect(() =>
      checkEntries("branch", [{ key: "DineIn", data: true }], { businessType: "chalet" }),
    ).toThrow();
  });
});
