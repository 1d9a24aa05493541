import { SLIDER_ADS_LIMIT } from "../../domain/constants";

export interface SliderAd {
  src: string;
  /** An http(s) address, a chalet item (`items/{id}`), or "#" when none (SPEC §5). */
  link: string;
}

export const NO_LINK = "#";

/** The add row shows while fewer than SLIDER_ADS_LIMIT ads exist (SPEC §5). */
export const canAddSliderAd = (ads: readonly SliderAd[]) => ads.length < SLIDER_ADS_LIMIT;

/** A new ad from the uploaded image and the typed or chosen link, "#" when the link is blank. */
export const newSliderAd = (src: string, link: string | null | undefined): SliderAd => ({
  src,
  link: link?.trim() ? link.trim() : NO_LINK,
});

export const asSliderAds = (value: unknown): SliderAd[] =>
  Array.isArray(value)
    ? value.filter(
        (ad): ad is SliderAd => !!ad && typeof ad === "object" && typeof (ad as SliderAd).src === "string",
      )
    : [];
