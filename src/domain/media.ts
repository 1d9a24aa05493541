import { ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES } from "./constants";

// Media rules shared by the dashboard and the server (SPEC §3 Media, §4 featured image, §5 uploads).

/** Entity kinds a media record can be attached to (SPEC §3). */
export const MEDIABLE_TYPES = [
  "Hotel",
  "Business",
  "Event",
  "Service",
  "Category",
  "Item",
  "Media",
  "User",
  "Price",
  "Contact",
] as const;
export type MediableType = (typeof MEDIABLE_TYPES)[number];

/** What a service or an event belongs to; events default to a hotel (SPEC §3 "eventable_type default Hotel"). */
export const SERVICEABLE_TYPES = ["Hotel", "Business", "Branch"] as const;
export type ServiceableType = (typeof SERVICEABLE_TYPES)[number];
export const EVENTABLE_TYPES = SERVICEABLE_TYPES;
export type EventableType = ServiceableType;
export const DEFAULT_EVENTABLE_TYPE: EventableType = "Hotel";

export const YOUTUBE_MEDIA_TYPE = "youtube";
export const MEDIA_TYPES = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES, YOUTUBE_MEDIA_TYPE] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
/** The slug that marks an entity's main image. */
export const FEATURED_SLUG = "featured";

/** Uploaded files never attached to anything are removed after a day; the sweep runs hourly. */
export const ORPHAN_MEDIA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const ORPHAN_MEDIA_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Quality (1-100) of the server's re-encoding of JPEG and WebP uploads. */
export const STORED_IMAGE_QUALITY = 82;
/** Largest decoded image accepted (width x height), against decompression bombs. */
export const MAX_IMAGE_PIXELS = 60_000_000;

export const isImageType = (type: string | null | undefined) => !!type?.startsWith("image/");

export interface GalleryEntry {
  id: number;
  type: string;
  slug: string | null;
  sort: number;
}

/**
 * SPEC §4: the image that should carry the featured slug: the featured image if there is one,
 * else the first image by sort (then id). Videos and YouTube links are never featured.
 */
export function featuredMediaId(entries: readonly GalleryEntry[]): number | null {
  const images = entries.filter((e) => isImageType(e.type));
  const current = images.find((e) => e.slug === FEATURED_SLUG);
  if (current) return current.id;
  const first = [...images].sort((a, b) => a.sort - b.sort || a.id - b.id)[0];
  return first?.id ?? null;
}

/** A display name for an item made from an uploaded file (smart uploader): no folders, no extension, no separators. */
export function nameFromFileName(fileName: string | null | undefined): string {
  const base = (fileName ?? "").split(/[\\/]/).pop() ?? "";
  const withoutExtension = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
  return withoutExtension.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 255);
}
