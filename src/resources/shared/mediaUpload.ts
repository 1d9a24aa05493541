import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  CATEGORY_IMAGE_MAX_DIMENSION,
  IMAGE_COMPRESS_MAX_WIDTH,
  IMAGE_COMPRESS_QUALITY,
  MAX_IMAGE_UPLOAD_BYTES,
} from "../../domain/constants";

/** What an upload answers (`POST media/upload` → `{ file }`) and what a preview needs. */
export interface UploadedMedia {
  id: number;
  src: string;
  type: string;
  thumb_src?: string | null;
}

/** "media" for ordinary images; "category" fits category pictures in 800x800 on the server too. */
export type UploadKind = "media" | "category";

const MEGABYTE = 1024 * 1024;
export const MAX_UPLOAD_MEGABYTES = MAX_IMAGE_UPLOAD_BYTES / MEGABYTE;

export const acceptedTypes = (allowVideo: boolean): readonly string[] =>
  allowVideo ? [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES] : ACCEPTED_IMAGE_TYPES;

/** The translation key of why a file cannot be uploaded, or undefined when it can (SPEC §5 Uploads). */
export function fileProblem(file: File, allowVideo: boolean): string | undefined {
  if (!acceptedTypes(allowVideo).includes(file.type)) {
    return allowVideo ? "app.catalog.media.wrongTypeWithVideo" : "app.catalog.media.wrongType";
  }
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return "app.catalog.media.tooLarge";
  return undefined;
}

/**
 * Resizes and compresses an image in the browser before it is sent (quality 0.6 unless given, within 1200 px; category pictures
 * within 800 px). GIFs (animation) and videos go as they are; a failed compression sends the original.
 */
export async function compressForUpload(
  file: File,
  kind: UploadKind = "media",
  quality: number = IMAGE_COMPRESS_QUALITY,
): Promise<File> {
  if (!file.type.startsWith("image/") || file.type === "image/gif") return file;
  try {
    // Fetched on the first upload only: no page load carries the compressor.
    const { default: imageCompression } = await import("browser-image-compression");
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: kind === "category" ? CATEGORY_IMAGE_MAX_DIMENSION : IMAGE_COMPRESS_MAX_WIDTH,
      initialQuality: quality,
      useWebWorker: false,
    });
    return new File([compressed], file.name, { type: compressed.type || file.type });
  } catch {
    return file;
  }
}

/** An upload failure with the server's message when there is one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
