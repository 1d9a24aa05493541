import fs from "node:fs";
import path from "node:path";
import { benchDatabase, ownerBusiness } from "./data";
import { load, report } from "./load";
import { generateMenu } from "./menu";
import type { Running } from "./processes";
import { apiServer, bareServer } from "./servers";

// GET menu/{menuId} of a 2,000-item menu under load, beside bare Fastify sending the same JSON from a prebuilt
// buffer: plain, and gzip beside the same JSON gzipped once; then conditional requests answered 304.

export async function benchMenuLoad() {
  const bench = await benchDatabase("menu");
  const running: Running[] = [];
  try {
    const owner = await ownerBusiness(bench.db);
    await generateMenu(bench.db, owner.businessId, owner.menuId, 2000);
    const api = await apiServer(bench);
    running.push(api);
    const url = `${api.url}/api/menu/${owner.menuId}`;
    const auth = { authorization: `Bearer ${owner.token}` };
    const plain = await fetch(url, { headers: { ...auth, "accept-encoding": "identity" } });
    const json = Buffer.from(await plain.arrayBuffer());
    const etag = plain.headers.get("etag") ?? "";
    if (plain.status !== 200 || !etag) throw new Error(`GET menu answered ${plain.status} without a tag`);
    const file = path.join(bench.dir, "menu.json");
    fs.writeFileSync(file, json);
    const { gzipSync } = await import("node:zlib");
    fs.writeFileSync(`${file}.gz`, gzipSync(json));
    const gzipped = await fetch(url, { headers: { ...auth, "accept-encoding": "gzip" } });
    // fetch() hands back the decoded body: the bytes sent are the header's (the body is sent whole, not chunked).
    await gzipped.arrayBuffer();
    const gzBytes = Number(gzipped.headers.get("content-length")) || gzipSync(json).length;
    console.log(
      `  (payload ${(json.length / 1024 / 1024).toFixed(2)} MB, gzip ${(gzBytes / 1024).toFixed(0)} KB)`,
    );
    const bare = await bareServer(["file", file]);
    running.push(bare);
    const bareGz = await bareServer(["file", `${file}.gz`, "gzip"]);
    running.push(bareGz);
    report(
      `GET menu/{id}, 2,000 items, ${bench.dialect}, no compression`,
      await load(url, { ...auth, "accept-encoding": "identity" }),
      await load(bare.url),
    );
    report(
      `GET menu/{id}, 2,000 items, ${bench.dialect}, gzip (baseline: the same JSON gzipped once)`,
      await load(url, { ...auth, "accept-encoding": "gzip" }),
      await load(bareGz.url),
    );
    const conditional = await load(url, { ...auth, "accept-encoding": "identity", "if-none-match": etag });
    console.log(
      `  If-None-Match (304): ${conditional.rps.toFixed(0)} req/s, p99 ${conditional.p99.toFixed(1)} ms`,
    );
  } finally {
    for (const server of running) await server.stop();
    await bench.close();
  }
}
