import fs from "node:fs";
import path from "node:path";
import { benchDatabase, ownerBusiness } from "./data";
import { load, report } from "./load";
import { generateMenu } from "./menu";
import type { Running } from "./processes";
import { apiServer, bareServer } from "./servers";

// The customers' menu (GET /api/public/branches/{slug}/menu, no sign-in) of a 2,000-item menu under load, beside
// bare Fastify sending the same body gzipped once from a buffer; then conditional requests answered 304. The issue's
// target: at least 90 % of the bare route.

export async function benchPublicMenu() {
  const bench = await benchDatabase("public-menu");
  const running: Running[] = [];
  try {
    const owner = await ownerBusiness(bench.db);
    await generateMenu(bench.db, owner.businessId, owner.menuId, 2000);
    const branch = await bench.db
      .selectFrom("branches")
      .select("slug")
      .where("id", "=", owner.branchId)
      .executeTakeFirstOrThrow();
    const api = await apiServer(bench);
    running.push(api);
    const url = `${api.url}/api/public/branches/${branch.slug}/menu`;
    const plain = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const json = Buffer.from(await plain.arrayBuffer());
    const etag = plain.headers.get("etag") ?? "";
    if (plain.status !== 200 || !etag)
      throw new Error(`the public menu answered ${plain.status} without a tag`);
    const file = path.join(bench.dir, "public-menu.json");
    const { gzipSync } = await import("node:zlib");
    fs.writeFileSync(`${file}.gz`, gzipSync(json));
    console.log(
      `  (payload ${(json.length / 1024 / 1024).toFixed(2)} MB, gzip ${(gzipSync(json).length / 1024).toFixed(0)} KB)`,
    );
    const bareGz = await bareServer(["file", `${file}.gz`, "gzip"]);
    running.push(bareGz);
    report(
      `GET public/branches/{slug}/menu, 2,000 items, ${bench.dialect}, gzip (baseline: the same JSON gzipped once)`,
      await load(url, { "accept-encoding": "gzip" }, api.child.pid),
      await load(bareGz.url, {}, bareGz.child.pid),
    );
    const conditional = await load(url, { "accept-encoding": "gzip", "if-none-match": etag });
    console.log(
      `  If-None-Match (304): ${conditional.rps.toFixed(0)} req/s, p99 ${conditional.p99.toFixed(1)} ms` +
        (conditional.non2xx || conditional.errors
          ? ` (${conditional.errors} errors, ${conditional.non2xx} non-2xx)`
          : ""),
    );
  } finally {
    for (const server of running) await server.stop();
    await bench.close();
  }
}
