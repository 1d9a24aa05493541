import fs from "node:fs";
import Fastify from "fastify";
import { sql } from "kysely";
import { openDatabase } from "../server/db/database";

// Baselines of `npm run bench`, each a bare Fastify route with nothing else: no auth, no schemas, no plugins.
//   orders <databaseUrl> <branchId> <status>  the orders list's one indexed page query, as JSON
//   file <path> [encoding]                    a prebuilt buffer read once at start (the menu JSON, or it gzipped)
const [kind, ...args] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (kind === "orders") {
  const [url, branchId, status] = args;
  const { db } = openDatabase(url);
  app.get("/", async () =>
    db
      .selectFrom("orders")
      .innerJoin("businesses", "businesses.id", "orders.business_id")
      .selectAll("orders")
      .select("businesses.currency")
      .where("orders.branch_id", "=", Number(branchId))
      .where("orders.status", "=", status)
      .orderBy(sql.ref("orders.created_at"), "desc")
      .orderBy("orders.id", "desc")
      .limit(20)
      .execute(),
  );
} else if (kind === "file") {
  const [file, encoding] = args;
  const body = fs.readFileSync(file);
  app.get("/", async (_request, reply) => {
    reply.header("content-type", "application/json; charset=utf-8");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body);
  });
} else {
  throw new Error(`unknown baseline ${kind}`);
}

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
