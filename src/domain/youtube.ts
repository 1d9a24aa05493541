import { YOUTUBE_ID_LENGTH } from "./constants";

// SPEC §5: a YouTube link must be a youtube.com (watch, shorts or embed) or youtu.be link yielding an 11-character id.

const ID = `[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}`;
const LINK = new RegExp(
  "^(?:https?://)?(?:(?:www|m)\\.)?" +
    `(?:youtube\\.com/(?:watch\\?(?:[^#]*&)?v=|shorts/|embed/)|youtu\\.be/)(${ID})(?:$|[?&#/])`,
  "i",
);
const BARE_ID = new RegExp(`^${ID}$`);

/** The 11-character video id of a YouTube link (watch, shorts, embed or youtu.be form), or null. */
export function parseYouTubeId(link: string | null | undefined): string | null {
  const match = LINK.exec((link ?? "").trim());
  return match ? match[1] : null;
}

/** Like parseYouTubeId, but also accepts a bare 11-character id (what a media record stores). */
export function youTubeIdFrom(linkOrId: string | null | undefined): string | null {
  const text = (linkOrId ?? "").trim();
  return BARE_ID.test(text) ? text : parseYouTubeId(text);
}

/** The watch link of a stored id, for display. */
export const youTubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
