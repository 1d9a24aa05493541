import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Config } from "../config";
import type { MediaStorage } from "./media-storage";
import { S3Storage } from "./s3-storage";

export type { MediaStorage } from "./media-storage";

const PUBLIC_PREFIX = "/media/";

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`media key outside the media directory: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    if (Buffer.isBuffer(body)) await fs.promises.writeFile(target, body);
    else await pipeline(body, fs.createWriteStream(target));
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return PUBLIC_PREFIX + key;
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(PUBLIC_PREFIX)) return undefined;
    const key = url.slice(PUBLIC_PREFIX.length);
    return key && !key.split("/").includes("..") ? key : undefined;
  }
}

const storages = new WeakMap<object, MediaStorage>();

/** The storage of an application's configuration, made once per configuration (one S3 client, its sockets). */
export function mediaStorage(config: { mediaDir: string; s3?: S3Config }): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.mediaDir);
    storages.set(config, storage);
  }
  return storage;
}

/**
 * A fresh random key: never a user-given name. Files of one business share a folder.
 * `variant` names derived files (the thumbnail) of the same upload.
 */
export function newMediaKey(
  businessId: number,
  extension: string,
): { key: string; variant: (suffix: string) => string } {
  const base = `${businessId}/${randomBytes(16).toString("hex")}`;
  return { key: `${base}.${extension}`, variant: (suffix) => `${base}-${suffix}.${extension}` };
}

/** Deletes the files behind media addresses, ignoring addresses this storage did not give out. */
export async function deleteMediaFiles(
  storage: MediaStorage,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  for (const url of urls) {
    const key = url ? storage.keyOf(url) : undefined;
    if (key) await storage.delete(key);
  }
}
