// Maps links of chalet listings (SPEC §5): the coordinates follow the at sign, latitude then longitude,
// as in https://www.google.com/maps/place/Khiran/@28.6406,48.3717,14z. An empty link is valid and clears them.

export interface Location {
  latitude: number;
  longitude: number;
}

export type MapsLinkResult = { valid: true; location: Location | null } | { valid: false; location: null };

const COORDINATES = /@(-?\d{1,3}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/;

/** Reads `@lat,lng` from a maps link: an empty link gives no location; a link without coordinates is invalid. */
export function parseMapsLink(link: string | null | undefined): MapsLinkResult {
  const text = (link ?? "").trim();
  if (!text) return { valid: true, location: null };
  const match = COORDINATES.exec(text);
  if (!match) return { valid: false, location: null };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { valid: false, location: null };
  return { valid: true, location: { latitude, longitude } };
}

/** A link that opens the location again, for showing stored coordinates in the maps-link field. */
export const mapsLinkOf = (location: Location | null | undefined): string =>
  location ? `https://www.google.com/maps/@${location.latitude},${location.longitude},15z` : "";
