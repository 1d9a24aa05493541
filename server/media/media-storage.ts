import type { Readable } from "node:stream";

/**
 * Where uploaded files live: the local disk under the media directory served at /media/, or S3-compatible
 * storage (s3-storage.ts) when configured. Routes see only this interface (keys stay the same, urls change).
 */
export interface MediaStorage {
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** Removes a stored file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public address of a key, stored in media.src / thumb_src. */
  url(key: string): string;
  /** The key behind a public address this storage gave out, or undefined (e.g. a YouTube id). */
  keyOf(url: string): string | undefined;
}
