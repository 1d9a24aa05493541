import type { Sharp } from "sharp";
import { ITEM_THUMBNAIL_WIDTH } from "../../src/domain/constants";
import { MAX_IMAGE_PIXELS, STORED_IMAGE_QUALITY } from "../../src/domain/media";
import { HttpError } from "../errors";

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Same type as the upload: JPEG stays JPEG, PNG stays PNG, WebP stays WebP, GIF stays (animated) GIF. */
  mime: string;
  extension: string;
  main: EncodedImage;
  thumb: EncodedImage;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

function encode(pipeline: Sharp, mime: string): Sharp {
  switch (mime) {
    case "image/jpeg":
      return pipeline.jpeg({ quality: STORED_IMAGE_QUALITY, mozjpeg: true });
    case "image/png":
      return pipeline.png({ compressionLevel: 9 });
    case "image/webp":
      return pipeline.webp({ quality: STORED_IMAGE_QUALITY });
    default:
      return pipeline.gif();
  }
}

async function run(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  // For animated images `height` is that of all frames stacked; one frame is pageHeight.
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Re-encodes an uploaded image (SPEC §5, §9): turned upright by its EXIF orientation, then written without any
 * metadata (EXIF, GPS, XMP, IPTC and ICC are dropped by sharp unless asked to keep them), fitted within
 * maxDimension x maxDimension without enlarging, plus a thumbnail ITEM_THUMBNAIL_WIDTH wide.
 * Animated GIFs keep their animation and stay GIFs. A file that is not a readable image answers 415.
 */
// sharp brings libvips (about 30 MB resident): loaded on the first upload, not at every start.
const loadSharp = () => import("sharp").then((module) => module.default);

export async function processImage(
  input: string | Buffer,
  mime: string,
  maxDimension: number,
): Promise<ProcessedImage> {
  const extension = EXTENSIONS[mime];
  if (!extension) throw new HttpError(415, "media.unsupportedType");
  const animated = mime === "image/gif" || mime === "image/webp";
  const sharp = await loadSharp();
  const open = (source: string | Buffer) =>
    sharp(source, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
  try {
    const metadata = await open(input).metadata();
    const frames = metadata.pages ?? 1;
    const upright = frames > 1 ? open(input) : open(input).rotate();
    const main = await run(
      encode(
        upright.resize({
          width: maxDimension,
          height: maxDimension,
          fit: "inside",
          withoutEnlargement: true,
        }),
        mime,
      ),
    );
    const thumb = await run(
      encode(open(main.data).resize({ width: ITEM_THUMBNAIL_WIDTH, withoutEnlargement: true }), mime),
    );
    return { mime, extension, main, thumb };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw new HttpError(413, "media.imageTooManyPixels");
    throw new HttpError(415, "media.unreadableImage");
  }
}
