import fs from "node:fs";
import Fastify from "fastify";
import { sql } from "kysely";
import { openDatabase } from "../server/db/database";

// Baselines of `npm run bench`, each a bare Fastify route with nothing else: no auth, no schemas, no plugins.
//   orders <databaseUrl> <branchId> <status>  the orders list's one indexed page query, as JSON
//   file <path> [encoding]                    a prebuilt buffer read once at start (the menu JSON, or it gzipped)
//   place-order <databaseUrl> <businessId> <branchId> <itemId>
//                                             POST: the rows of one order (the order with the branch's next number,
//                                             its line, its first status) in one transaction, as JSON
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
} else if (kind === "place-order") {
  const [url, businessId, branchId, itemId] = args.map((arg, index) => (index ? Number(arg) : arg)) as [
    string,
    number,
    number,
    number,
  ];
  const { db } = openDatabase(url);
  app.get("/", async () => ({ ready: true }));
  app.post("/", async (request) => {
    const body = request.body as { customer: { name: string; phone: string } };
    return db.transaction().execute(async (trx) => {
      // The branch's next number, one writer at a time (SQLite: the writer; PostgreSQL: the business's figures lock
      // that every order write takes, then the branch row, in the product's order).
      if (url.startsWith("postgres")) {
        await sql`select lock_business_figures(${businessId})`.execute(trx);
        await sql`select id from branches where id = ${branchId} for update`.execute(trx);
      }
      const last = await trx
        .selectFrom("orders")
        .select(sql<number>`max(number)`.as("n"))
        .where("branch_id", "=", branchId)
        .executeTakeFirst();
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto("orders")
        .values({
          business_id: businessId,
          branch_id: branchId,
          number: Number(last?.n ?? 0) + 1,
          status: "pending",
          type: "self_pickup",
          customer_name: body.customer.name,
          customer_phone: body.customer.phone,
          subtotal: 1000,
          discount: 0,
          extra_charge: 0,
          total: 1000,
          payment_method: "cash",
          payment_state: "not_paid",
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("order_items")
        .values({
          order_id: id,
          item_id: itemId,
          locales: "[]",
          quantity: 1,
          unit_price: 1000,
          addons: "[]",
          discount: 0,
          line_total: 1000,
          sort: 0,
        })
        .execute();
      await trx
        .insertInto("order_status_history")
        .values({ order_id: id, from_status: null, to_status: "pending", user_id: null, created_at: now })
        .execute();
      return { id };
    });
  });
} else {
  throw new Error(`unknown baseline ${kind}`);
}

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
