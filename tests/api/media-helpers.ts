import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { injectAs } from "./helpers";

// Uploads as the dashboard sends them (multipart/form-data), and small real pictures made with sharp.

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export function multipart(file: UploadFile | undefined, fields: Record<string, string> = {}) {
  const boundary = `----menu-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  token: string,
  file: UploadFile | undefined,
  options: { fields?: Record<string, string>; headers?: Record<string, string>; locale?: "en" | "ar" } = {},
) {
  const body = multipart(file, options.fields);
  return injectAs(app, token, {
    method: "POST",
    url: "/api/media/upload",
    payload: body.payload,
    headers: { "content-type": body.contentType, ...options.headers },
    locale: options.locale,
  });
}

/** A gradient picture of the given size; format jpeg, png, webp or gif. */
export async function picture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "png",
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++)
    pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 120], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

export const pngFile = async (width = 640, height = 480, name = "photo.png"): Promise<UploadFile> => ({
  name,
  type: "image/png",
  data: await picture(width, height, "png"),
});

/** The smallest MP4 file-type recognises: an ftyp box (isom) followed by a free box padding it to the size wanted. */
export function mp4Bytes(size = 64): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2"),
  ]);
  const rest = Math.max(size - ftyp.length, 8);
  const free = Buffer.alloc(rest);
  free.writeUInt32BE(rest, 0);
  free.write("free", 4);
  return Buffer.concat([ftyp, free]);
}
