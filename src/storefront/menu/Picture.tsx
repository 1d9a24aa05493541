import { IMAGE_MAX_DIMENSION, ITEM_THUMBNAIL_WIDTH } from "../../domain/constants";
import type { Picture as PictureData } from "../types";

// An item's picture from the server's renditions: the thumbnail (ITEM_THUMBNAIL_WIDTH wide) where it is enough,
// the full image (at most IMAGE_MAX_DIMENSION) on wide screens and dense displays; fetched when about to be seen.

export function Picture({
  picture,
  sizes,
  alt = "",
  className,
  eager = false,
}: {
  picture: PictureData;
  sizes: string;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  const srcSet = picture.thumb_src
    ? `${picture.thumb_src} ${ITEM_THUMBNAIL_WIDTH}w, ${picture.src} ${IMAGE_MAX_DIMENSION}w`
    : undefined;
  return (
    <img
      className={className}
      src={picture.thumb_src ?? picture.src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

export const imagesOf = <T extends { type: string }>(pictures: readonly T[]) =>
  pictures.filter((p) => p.type.startsWith("image/"));
