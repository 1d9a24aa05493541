// Baseline of the cold start row: bare Fastify with one route, run by plain node.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/data/options.json", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
