import type { S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { S3Config } from "../config";
import type { MediaStorage } from "./media-storage";

// Browsers cache an upload for good: its key is random and never reused (storage.ts newMediaKey).
const CACHE_CONTROL = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

const contentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";

/**
 * Media on S3 or an S3-compatible service (DESIGN §8 scale-out): every instance writes and deletes the same
 * objects, and browsers read them from the bucket's (or a CDN's) address, not from an instance's disk.
 */
export class S3Storage implements MediaStorage {
  private client?: Promise<S3Client>;

  constructor(private readonly config: S3Config) {}

  /** The SDK is loaded on first use: a server on local disk (the default) never pays for loading it at start. */
  private connect(): Promise<S3Client> {
    this.client ??= import("@aws-sdk/client-s3").then(({ S3Client }) => this.newClient(S3Client));
    return this.client;
  }

  private newClient(Client: typeof S3Client): S3Client {
    const config = this.config;
    return new Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: several S3-compatible services refuse the newer trailing ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const client = await this.connect();
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    const object = {
      Bucket: this.config.bucket,
      Key: key,
      ContentType: contentType(key),
      CacheControl: CACHE_CONTROL,
    };
    if (Buffer.isBuffer(body)) {
      await client.send(new PutObjectCommand({ ...object, Body: body, ContentLength: body.length }));
      return;
    }
    // A stream of unknown length (a video) goes up in parts.
    const { Upload } = await import("@aws-sdk/lib-storage");
    await new Upload({ client, params: { ...object, Body: body } }).done();
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success, as the interface asks.
    const client = await this.connect();
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    await client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  url(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  keyOf(url: string): string | undefined {
    const prefix = `${this.config.publicUrl}/`;
    if (!url.startsWith(prefix)) return undefined;
    const key = url.slice(prefix.length);
    return key && !key.split("/").includes("..") ? key : undefined;
  }
}
