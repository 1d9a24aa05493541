import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { createWebhookWorker, type WebhookTiming, type WebhookWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    /** Webhook deliveries of this instance: queue a change, the worker sending them (docs/webhooks.md). */
    webhooks: WebhookWorker;
  }
}

/** Starts the delivery worker when the app is ready and stops it before the database closes. */
export default fp(async function webhooksPlugin(app: FastifyInstance, opts: { timing?: WebhookTiming }) {
  const worker = createWebhookWorker(
    app.db,
    app.log,
    app.config.webhooksAllowPrivate,
    opts.timing,
    app.writes,
  );
  app.decorate("webhooks", worker);
  app.addHook("onReady", async () => worker.start());
  // preClose runs before any onClose hook, the database's among them: no attempt is left writing to a closed pool.
  app.addHook("preClose", async () => worker.stop());
});
