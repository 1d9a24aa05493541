import { getToken } from "../../authProvider/session";
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  CATEGORY_IMAGE_MAX_DIMENSION,
  IMAGE_COMPRESS_MAX_WIDTH,
  IMAGE_COMPRESS_QUALITY,
  MAX_IMAGE_UPLOAD_BYTES,
  PROGRESS_MAX,
} from "../../domain/constants";
import { getCurrentLocale } from "../../i18n/locale";

/** What an upload answers (`POST media/upload` → `{ file }`) and what a preview needs. */
export interface UploadedMedia {
  id: number;
  src: string;
  type: string;
  thumb_src?: string | null;
}

/** "media" for ordinary images; "category" fits category pictures in 800x800 on the server too. */
export type UploadKind = "media" | "category";

export interface UploadOptions {
  businessId?: number;
  kind?: UploadKind;
  /** Called with 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

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

/**
 * Sends one file to `POST /api/media/upload` with XMLHttpRequest (fetch reports no upload progress), with the
 * same token and fixed headers as every other call.
 */
export function uploadMedia(file: File, { businessId, kind = "media", onProgress }: UploadOptions = {}) {
  return new Promise<UploadedMedia>((resolve, reject) => {
    const body = new FormData();
    if (businessId !== undefined) body.append("business_id", String(businessId));
    body.append("kind", kind);
    body.append("file", file, file.name);

    const request = new XMLHttpRequest();
    request.open("POST", "/api/media/upload");
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("app-name", "dashboard");
    request.setRequestHeader("system", "web");
    request.setRequestHeader("locale", getCurrentLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(PROGRESS_MAX, Math.round((event.loaded / event.total) * PROGRESS_MAX)));
      }
    };
    request.onload = () => {
      const answer = parseJson(request.responseText);
      const uploaded = (answer as { file?: UploadedMedia } | undefined)?.file;
      if (request.status >= 200 && request.status < 300 && uploaded) {
        onProgress?.(PROGRESS_MAX);
        resolve(uploaded);
      } else {
        const message = (answer as { message?: string } | undefined)?.message ?? "app.catalog.media.failed";
        reject(new UploadError(message, request.status));
      }
    };
    request.onerror = () => reject(new UploadError("app.catalog.media.failed", 0));
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
