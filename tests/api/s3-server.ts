import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../../server/config";

export interface LocalS3 {
  config: S3Config;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) with one public bucket, and the media configuration that points at it. */
export async function startLocalS3(bucket = "media"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "menu-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    // s3rver accepts the fixed key pair S3RVER / S3RVER.
    config: {
      bucket,
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      publicUrl: `${endpoint}/${bucket}`,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
