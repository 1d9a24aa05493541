import http from "node:http";
import https from "node:https";
import { checkOutboundUrl, guardedLookup } from "../shared/outbound-address";

// One HTTP attempt of a delivery: a POST with a short timeout, reading at most a few kilobytes of the answer (only
// its status matters), through a lookup that refuses private addresses unless they are allowed.

export interface SendLimits {
  timeoutMs: number;
  maxResponseBytes: number;
  allowPrivate: boolean;
}

export interface SendResult {
  ok: boolean;
  status?: number;
  error?: string;
}

export async function sendDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  limits: SendLimits,
): Promise<SendResult> {
  // Checked again now: the endpoint was checked when registered, but what its name resolves to may have changed.
  const refused = await checkOutboundUrl(url, limits.allowPrivate);
  if (refused)
    return { ok: false, error: refused === "private" ? "private address" : `webhooks.url.${refused}` };
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
        lookup: guardedLookup(limits.allowPrivate),
        // Never follow anything: a redirect is an answer like any other (3xx is not a success).
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          // Only the status counts: a receiver answering megabytes is cut off, not read.
          if (read > limits.maxResponseBytes) {
            response.destroy();
            finish({ ok: status >= 200 && status < 300, status });
          }
        });
        response.on("end", () => finish({ ok: status >= 200 && status < 300, status }));
        response.on("error", () => finish({ ok: status >= 200 && status < 300, status }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, error: `no answer within ${limits.timeoutMs} ms` });
    }, limits.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        error: error.code === "EPRIVATEADDRESS" ? "private address" : (error.code ?? error.message),
      }),
    );
    request.end(body);
  });
}
