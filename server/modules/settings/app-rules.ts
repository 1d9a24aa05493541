import { SLIDER_ADS_LIMIT } from "../../../src/domain/constants";
import { image, isEmpty, link, type Rule } from "./rules";

/** Tablet pass key: exactly N digits (SPEC §5), kept as text so leading zeros survive. */
export const passKey =
  (length: number): Rule =>
  (value) => {
    const textValue =
      typeof value === "number" && Number.isInteger(value) ? String(value).padStart(length, "0") : value;
    return typeof textValue === "string" && new RegExp(`^\\d{${length}}$`).test(textValue)
      ? { value: textValue }
      : { error: { key: "people.settings.passKey", params: { limit: length } } };
  };

/** Mobile slider ads: at most 5 of { src, link }; the link defaults to "#" (SPEC §5). */
export const sliderAds: Rule = (value, context) => {
  if (!Array.isArray(value)) return { error: "validation.type" };
  const ads = value.filter((ad) => !isEmpty(ad));
  if (ads.length > SLIDER_ADS_LIMIT)
    return { error: { key: "people.settings.sliderAdsLimit", params: { limit: SLIDER_ADS_LIMIT } } };
  const out: { src: string; link: string }[] = [];
  for (const [index, ad] of ads.entries()) {
    if (!ad || typeof ad !== "object" || Array.isArray(ad))
      return { error: "validation.type", at: String(index) };
    const { src, link: adLink, ...rest } = ad as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown) return { error: "validation.unknownField", at: `${index}.${unknown}` };
    const srcResult = image(src, context);
    if ("error" in srcResult)
      return { error: isEmpty(src) ? "validation.required" : srcResult.error, at: `${index}.src` };
    const linkResult = isEmpty(adLink) ? { value: "#" } : link(adLink, context);
    if ("error" in linkResult) return { error: linkResult.error, at: `${index}.link` };
    out.push({ src: srcResult.value as string, link: linkResult.value as string });
  }
  return { value: out };
};
