import http from "node:http";
import https from "node:https";
import { checkOutboundUrl, guardedLookup } from "../shared/outbound-address";

// One fetch of an imported calendar feed: a GET through the shared outbound address guard (no loopback, private or
// link-local address unless allowed), given up after `timeoutMs` and refused past `maxBytes`. Redirects are not
// followed: a feed's address is the one the channel shows, and a redirect could lead to an address the guard would
// refuse. Errors are short English texts kept as the feed's last error (what an owner or support reads).

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  allowPrivate: boolean;
}

export type FetchResult = { ok: true; text: string } | { ok: false; error: string };

export async function fetchFeed(url: string, limits: FetchLimits): Promise<FetchResult> {
  const refused = await checkOutboundUrl(url, limits.allowPrivate);
  if (refused === "private") return { ok: false, error: "private address refused" };
  if (refused === "invalid") return { ok: false, error: "invalid address" };
  if (refused) return { ok: false, error: "address not found" };
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<FetchResult>((resolve) => {
    let settled = false;
    const finish = (result: FetchResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: "GET",
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "menu-dashboard-calendars/1" },
        lookup: guardedLookup(limits.allowPrivate),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) return finish({ ok: false, error: `HTTP ${status}` });
        const declared = Number(response.headers["content-length"]);
        if (declared > limits.maxBytes) return finish({ ok: false, error: tooLarge(limits.maxBytes) });
        const chunks: Buffer[] = [];
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > limits.maxBytes) return finish({ ok: false, error: tooLarge(limits.maxBytes) });
          chunks.push(chunk);
        });
        response.on("end", () => finish({ ok: true, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", (error) => finish({ ok: false, error: error.message }));
      },
    );
    const timer = setTimeout(
      () => finish({ ok: false, error: `no answer within ${limits.timeoutMs / 1000} s` }),
      limits.timeoutMs,
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        error: error.code === "EPRIVATEADDRESS" ? "private address refused" : (error.code ?? error.message),
      }),
    );
    request.end();
  });
}

const tooLarge = (maxBytes: number) => `feed larger than ${Math.round(maxBytes / 1024)} kB`;
