import http from "node:http";
import type { AddressInfo } from "node:net";

// A webhook receiver a test starts on 127.0.0.1: it keeps every request it gets and answers with the statuses the
// test queues (200 once they run out).

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; created_at: string; business_id: number; data: { id: number } };
  status: number;
}

export interface Receiver {
  url: string;
  received: ReceivedDelivery[];
  /** The next answers' statuses, first to last. */
  answers: number[];
  /** Resolves once `count` requests arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const status = answers.shift() ?? 200;
      received.push({ headers: request.headers, body, json: JSON.parse(body), status });
      response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "down");
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    waitFor: (count, ms = 10_000) =>
      new Promise<void>((resolve, reject) => {
        if (received.length >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${received.length} of ${count} deliveries`)),
          ms,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
