import Fastify, { type FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { REGISTRY, type RegistryEntry } from "../src/domain/resources";
import { isProduction, type AppConfig } from "./config";
import { lazySchemaCompilers } from "./http/lazy-compilers";
import databasePlugin from "./plugins/database";
import errorsPlugin from "./plugins/errors";
import inputGuard from "./plugins/input-guard";
import authPlugin from "./plugins/auth";
import accessPlugin from "./plugins/access";
import idempotencyPlugin from "./plugins/idempotency";
import listQueryPlugin from "./plugins/list-query";
import livePlugin from "./live";
import webhooksPlugin from "./webhooks/plugin";
import type { WebhookTiming } from "./webhooks/worker";
import calendarsPlugin, { type CalendarTiming } from "./calendars/plugin";
import { registerThirdParty } from "./plugins/third-party";
import { registerStatic } from "./plugins/static";
import { registerRoutes } from "./modules";
import optionsRoutes from "./modules/options/routes";
import { seedDemoIfEmpty } from "./db/seed";
import { mediaStorage } from "./media/storage";

export interface BuildOptions {
  /** Seed the demo data into an empty database (default: config.seedDemo). Tests seed explicitly. */
  seed?: boolean;
  /** Where the log lines go (standard output by default); tests read what a start says. */
  logStream?: { write(line: string): void };
  /**
   * The resources served (default: the product's registry, src/domain/resources). A test serves one it declares
   * itself beside them, `buildApp(config, { resources: [...REGISTRY, giftCards] })`, with its table made in the
   * test's database; its references and path parent are looked up among the registry's declarations.
   */
  resources?: readonly RegistryEntry[];
  /** The webhook worker's clock, retry delays and limits (tests shorten them; server/webhooks/worker.ts). */
  webhooks?: WebhookTiming;
  /** The calendar sync job's clock, poll and fetch limits (tests shorten them; server/calendars/plugin.ts). */
  calendars?: CalendarTiming;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The resources this application serves (BuildOptions.resources). */
    registry: readonly RegistryEntry[];
  }
}

/** The whole application as one Fastify instance; the entry point listens, tests call `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ["req.headers.authorization", "req.body.password", "req.body.password_confirmation"],
    },
    // Forwarded client addresses only behind a proxy the deployment names (TRUST_PROXY, DESIGN §7).
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // The first start migrates and seeds the demo in an onReady hook: give it time on a slow or busy machine.
    pluginTimeout: 120_000,
    // strictNumbers (on by default) lets a coerced "Infinity" or "1e309" skip the range checks, so it is off:
    // every number then has a range (plugins/input-guard.ts), and the range refuses anything non-finite.
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: "array",
        removeAdditional: true,
        useDefaults: true,
        strictNumbers: false,
      },
    },
    // Validators and serializers are compiled on each route's first call, not all at start (http/lazy-compilers.ts).
    schemaController: lazySchemaCompilers(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate("config", config);
  app.decorate("registry", options.resources ?? REGISTRY);
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(databasePlugin, { config });
  await registerThirdParty(app, config);
  await app.register(authPlugin);
  // Before any route: every /api route must declare its access (plugins/access.ts refuses one that does not).
  await app.register(accessPlugin, { requireDeclaration: true });
  // After the access hook: a create's Idempotency-Key is claimed once the request may make the record.
  await app.register(idempotencyPlugin);
  // After the access hook too: every list refuses a query key it does not know.
  await app.register(listQueryPlugin);
  await app.register(livePlugin);
  await app.register(webhooksPlugin, { timing: options.webhooks });
  await app.register(calendarsPlugin, { timing: options.calendars });
  await app.register(registerRoutes, { prefix: "/api" });
  await app.register(optionsRoutes);
  await registerStatic(app, config);

  if (options.seed ?? config.seedDemo) {
    app.addHook("onReady", async () => {
      await seedDemoIfEmpty(app.db, {
        log: (message) => app.log.info(message),
        storage: mediaStorage(config),
      });
    });
  } else if (isProduction(config)) {
    // Production never seeds the demo by itself (its logins are published): an empty database says so, once.
    app.addHook("onReady", async () => {
      if (!(await app.db.selectFrom("users").select("id").limit(1).executeTakeFirst()))
        app.log.warn(
          `The database is empty and the demo is not seeded in production (SEED_DEMO=true seeds it): register the first account at ${config.publicUrl}/register`,
        );
    });
  }
  return app;
}
