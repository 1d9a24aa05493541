import { describe, expect, it } from "vitest";
import { isEmptyValue, settingsFieldErrors, toSettingEntries, toSettingsSave } from "./settingsPayload";
import { asSliderAds, canAddSliderAd, newSliderAd } from "./sliderAds";
import { SLIDER_ADS_LIMIT } from "../../domain/constants";

describe("empty values dropped before saving (SPEC §5)", () => {
  it("drops null, undefined, blank strings and groups made only of blanks", () => {
    const values = {
      Website: "",
      Facebook: null,
      Instagram: undefined,
      Snapchat: "   ",
      Address: { en: "", ar: "" },
      SliderAds: [],
      Youtube: "https://youtube.com/@gulf",
      GeneralDiscount: 0,
      PreviewPrices: false,
      TermsConditions: { en: "Be kind", ar: "" },
      NotAKey: "ignored",
    };
    const keys = [
      "Website",
      "Facebook",
      "Instagram",
      "Snapchat",
      "Address",
      "SliderAds",
      "Youtube",
      "GeneralDiscount",
      "PreviewPrices",
      "TermsConditions",
    ];
    expect(toSettingEntries(values, keys)).toEqual([
      { key: "Youtube", data: "https://youtube.com/@gulf" },
      { key: "GeneralDiscount", data: 0 },
      { key: "PreviewPrices", data: false },
      { key: "TermsConditions", data: { en: "Be kind" } },
    ]);
  });

  it("names the keys cleared since loading for removal, not those empty all along", () => {
    const loaded = {
      Website: "https://a.example.com",
      Facebook: "https://fb.example.com",
      PrimaryColor: "red",
      Address: { en: "Salmiya" },
    };
    const values = {
      Website: "  ",
      Facebook: "https://fb.example.com",
      PrimaryColor: "",
      Address: { en: "", ar: "" },
      Instagram: "",
    };
    expect(
      toSettingsSave(values, ["Website", "Facebook", "PrimaryColor", "Address", "Instagram"], loaded),
    ).toEqual({
      settings: [{ key: "Facebook", data: "https://fb.example.com" }],
      remove: ["Website", "PrimaryColor", "Address"],
    });
  });

  it("keeps zero and false: they are values", () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
    expect(isEmptyValue(" ")).toBe(true);
  });

  it("names server field errors after the form fields", () => {
    expect(
      settingsFieldErrors({ "settings.Website": "bad", "settings.SliderAds.0.src": "required" }),
    ).toEqual({
      Website: "bad",
      "SliderAds.0.src": "required",
    });
  });
});

describe("slider ads rules", () => {
  const ad = { src: "/media/a.png", link: "#" };
  it("offers the add row while fewer than the limit", () => {
    expect(canAddSliderAd(Array(SLIDER_ADS_LIMIT - 1).fill(ad))).toBe(true);
    expect(canAddSliderAd(Array(SLIDER_ADS_LIMIT).fill(ad))).toBe(false);
  });
  it("links to # when no link is given", () => {
    expect(newSliderAd("/media/a.png", "  ")).toEqual({ src: "/media/a.png", link: "#" });
    expect(newSliderAd("/media/a.png", "items/4")).toEqual({ src: "/media/a.png", link: "items/4" });
  });
  it("reads only ads with an image", () => {
    expect(asSliderAds([ad, null, { link: "#" }])).toEqual([ad]);
    expect(asSliderAds("nope")).toEqual([]);
  });
});
