import http from "node:http";
import { randomBytes } from "node:crypto";

// Uploads through a real socket to a listening app, for what app.inject cannot show: answers given before the
// body has arrived, bodies larger than memory, and whether the server is still up afterwards.

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the file written by the client before the answer came. */
  sent: number;
}

export interface RawUpload {
  token?: string;
  headers?: Record<string, string>;
  /** The first bytes of the file (they decide its type); zero bytes fill the rest up to `total`. */
  head: Buffer;
  total: number;
  /** Sent as Content-Length instead of chunked transfer encoding. */
  declaredLength?: number;
  /** Stop writing after this many bytes and never finish the body: an answer then proves it was not awaited. */
  stallAfter?: number;
  fileName?: string;
  type?: string;
}

const CHUNK = Buffer.alloc(64 * 1024);

export function rawUpload(port: number, upload: RawUpload): Promise<RawAnswer> {
  const boundary = `----raw-${randomBytes(8).toString("hex")}`;
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.fileName ?? "clip.mp4"}"\r\n` +
      `Content-Type: ${upload.type ?? "video/mp4"}\r\n\r\n`,
  );
  const headers: Record<string, string> = {
    "content-type": `multipart/form-data; boundary=${boundary}`,
    ...(upload.token ? { authorization: `Bearer ${upload.token}` } : {}),
    ...(upload.declaredLength !== undefined ? { "content-length": String(upload.declaredLength) } : {}),
    ...upload.headers,
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path: "/api/media/upload", headers, agent: false },
      (response) => {
        answered = true;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (text: string) => (body += text));
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent });
        });
      },
    );
    // Once the server has answered and closed, the client's remaining writes fail (EPIPE): that is expected.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const limit = Math.min(upload.total, upload.stallAfter ?? Infinity);
    const pump = () => {
      while (!answered && !request.destroyed && sent < limit) {
        const chunk = sent === 0 ? upload.head : CHUNK.subarray(0, Math.min(CHUNK.length, limit - sent));
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered && sent >= upload.total) request.end(Buffer.from(`\r\n--${boundary}--\r\n`));
    };
    request.write(partHead);
    pump();
  });
}

/** A plain GET through a real socket: the server is still listening and answering. */
export function rawGet(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/** The largest growth of the resident set over the baseline while `work` runs, sampled every 20 ms. */
export async function rssGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}
