import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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

export const largestLimit = (limits: UploadLimits) => Math.max(limits.imageBytes, limits.videoBytes);

export const tooLargeFor = (mime: string, limits: UploadLimits) =>
  mime.startsWith("video/")
    ? new HttpError(413, "media.videoTooLarge", { limit: Math.floor(limits.videoBytes / MB) })
    : new HttpError(413, "media.imageTooLarge", { limit: Math.floor(limits.imageBytes / MB) });

/** 413 for a body that is over every limit whatever its type (told by Content-Length, before reading it). */
export const tooLargeForAny = (limits: UploadLimits) =>
  new HttpError(413, "media.fileTooLarge", { limit: Math.floor(largestLimit(limits) / MB) });

/** What the leading bytes say the file is, if it is a type SPEC §5 accepts; 415 otherwise. */
export async function sniffAccepted(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new HttpError(415, "media.unsupportedType");
  return detected.mime;
}

/**
 * The checking step between the upload and the temporary file: holds back the first bytes until the type is
 * known (415 for refused types), and stops with 413 before the first byte over that type's limit is passed on.
 */
function checkedBytes(limits: UploadLimits, result: { size: number; mime?: string }) {
  const limitOf = (type: string) => (type.startsWith("video/") ? limits.videoBytes : limits.imageBytes);
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let head: Buffer[] = [];
    let headBytes = 0;
    for await (const chunk of source) {
      result.size += chunk.length;
      let out = chunk;
      if (!result.mime) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < SNIFF_BYTES) continue;
        out = Buffer.concat(head);
        head = [];
        result.mime = await sniffAccepted(out);
      }
      if (result.size > limitOf(result.mime)) throw tooLargeFor(result.mime, limits);
      yield out;
    }
    if (!result.mime) {
      if (!result.size) throw new HttpError(422, "errors.validation", {}, { file: "media.fileRequired" });
      const all = Buffer.concat(head);
      result.mime = await sniffAccepted(all);
      if (result.size > limitOf(result.mime)) throw tooLargeFor(result.mime, limits);
      yield all;
    }
  };
}

/**
 * Streams an uploaded file to a temporary file, never holding more than a chunk in memory. The type is judged
 * from the first bytes and the size limit of that type is enforced while the bytes arrive. A stream the
 * multipart parser cut at its own limit is also 413.
 *
 * stream.pipeline owns the error handling of all three streams: when the upload is cut (413, 415, client gone)
 * it destroys them, and nothing is ever written after that. A write already in flight at that moment still
 * fails later with ERR_STREAM_DESTROYED, emitted as an 'error' event once pipeline has settled: the listener
 * below keeps it from reaching the process (it used to crash the server), and we wait for the file to be
 * closed before deleting it, so a late open cannot leave it behind.
 */
export async function receiveUpload(
  file: Readable & { truncated?: boolean },
  limits: UploadLimits,
): Promise<ReceivedFile> {
  const tempPath = path.join(os.tmpdir(), `menu-upload-${randomBytes(12).toString("hex")}`);
  const out = fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 });
  out.on("error", () => undefined);
  const result: { size: number; mime?: string } = { size: 0 };
  try {
    await pipeline(file, checkedBytes(limits, result), out);
    const mime = result.mime as string; // checkedBytes always sets it when it completes
    if (file.truncated) throw tooLargeFor(mime, limits);
    return { tempPath, size: result.size, mime };
  } catch (error) {
    if (!out.closed) {
      const closed = new Promise<void>((resolve) => out.once("close", () => resolve()));
      out.destroy();
      await closed;
    }
    await removeTemp(tempPath);
    throw error;
  }
}

export const removeTemp = (tempPath: string) => fs.promises.rm(tempPath, { force: true });
