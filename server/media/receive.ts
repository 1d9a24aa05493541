import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES } from "../../src/domain/constants";
import { HttpError } from "../errors";

/** file-type reads at most this many leading bytes to recognise a format. */
const SNIFF_BYTES = 4100;
const ACCEPTED = new Set<string>([...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES]);
const MB = 1024 * 1024;

export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
}

export interface ReceivedFile {
  /** A temporary file holding the upload; the caller removes it (removeTemp). */
  tempPath: string;
  size: number;
  /** The type recognised from the bytes themselves, never from the name or the declared type. */
  mime: string;
}

export const tooLargeFor = (mime: string, limits: UploadLimits) =>
  mime.startsWith("video/")
    ? new HttpError(413, "media.videoTooLarge", { limit: Math.floor(limits.videoBytes / MB) })
    : new HttpError(413, "media.imageTooLarge", { limit: Math.floor(limits.imageBytes / MB) });

/** What the leading bytes say the file is, if it is a type SPEC §5 accepts; 415 otherwise. */
export async function sniffAccepted(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new HttpError(415, "media.unsupportedType");
  return detected.mime;
}

/**
 * Streams an uploaded file to a temporary file, never holding more than a chunk in memory. The type is judged
 * from the first bytes (unknown or refused types stop the upload with 415) and the size limit of that type is
 * enforced while the bytes arrive (413). A stream the multipart parser cut at its own limit is also 413.
 */
export async function receiveUpload(
  file: Readable & { truncated?: boolean },
  limits: UploadLimits,
): Promise<ReceivedFile> {
  const tempPath = path.join(os.tmpdir(), `menu-upload-${randomBytes(12).toString("hex")}`);
  const out = fs.createWriteStream(tempPath);
  let size = 0;
  let mime: string | undefined;
  let head: Buffer[] = [];
  let headBytes = 0;
  const writeChunk = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, "drain");
  };
  const limitOf = (type: string) => (type.startsWith("video/") ? limits.videoBytes : limits.imageBytes);
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!mime) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < SNIFF_BYTES) continue;
        mime = await sniffAccepted(Buffer.concat(head));
        for (const part of head) await writeChunk(part);
        head = [];
      } else {
        await writeChunk(chunk);
      }
      if (size > limitOf(mime)) throw tooLargeFor(mime, limits);
    }
    if (!mime) {
      if (!size) throw new HttpError(422, "errors.validation", {}, { file: "media.fileRequired" });
      mime = await sniffAccepted(Buffer.concat(head));
      for (const part of head) await writeChunk(part);
    }
    if (file.truncated || size > limitOf(mime)) throw tooLargeFor(mime, limits);
    out.end();
    await once(out, "close");
    return { tempPath, size, mime };
  } catch (error) {
    out.destroy();
    await removeTemp(tempPath);
    throw error;
  }
}

export const removeTemp = (tempPath: string) => fs.promises.rm(tempPath, { force: true });
