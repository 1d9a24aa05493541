import { PUSHER_SIGNATURE, pusherSecurityScheme } from "../live/http-api-docs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import helmet from "helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { AppConfig } from "../config";
import { describeOperation } from "../http/operations";
import { tooManyRequests } from "../errors";
import { sharedRateLimitStore } from "./rate-limit-store";
import { openRedisLink, RedisFallback } from "./redis-link";

/** Uploaded media served from S3 (or its CDN) come from that origin, which the page must allow. */
const mediaOrigin = (config: AppConfig) => (config.s3 ? [new URL(config.s3.publicUrl).origin] : []);

/** The headers a connect-style middleware sets on a response, read once from a stand-in response. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Libraries set up apart from our own plugins and routes (STYLE: fastify/demo). */
export async function registerThirdParty(app: FastifyInstance, config: AppConfig) {
  // helmet's headers are the same for every answer (the policy has no per-request nonce): they are worked out once
  // here and added to each reply's own headers, which Fastify writes in one go, instead of by helmet's twelve
  // setHeader calls on every request (@fastify/helmet even rebuilt the middleware each time).
  const secureHeaders = headersOf(
    helmet({
      // The dashboard is served by this server: scripts and styles from here (emotion injects style tags),
      // images from here, data: and blob: (upload previews), YouTube embeds in galleries, websockets for live updates.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:", ...mediaOrigin(config)],
          mediaSrc: ["'self'", "blob:", ...mediaOrigin(config)],
          connectSrc: ["'self'", "ws:", "wss:"],
          frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
          fontSrc: ["'self'", "data:"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
    }),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(secureHeaders);
    done();
  });
  await app.register(cors, { origin: false });
  // API answers over 1 KB go out compressed (brotli at a fast level, else gzip). Before the routes, whose
  // onSend it hooks. A route that encodes its body itself (the menu document, the built dashboard's .br/.gz
  // files) sets content-encoding, and the plugin leaves such answers alone: nothing is compressed twice.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(multipart, {
    limits: { fileSize: Math.max(config.maxVideoBytes, 10 * 1024 * 1024), files: 1 },
  });

  // With Redis, every instance shares the counters; without it (or while it is down), each counts its own.
  const redis = config.redisUrl
    ? await openRedisLink(
        config.redisUrl,
        new RedisFallback(app.log, "Rate limits", "each instance keeps its own counts"),
        "counters",
      )
    : undefined;
  if (redis) app.addHook("onClose", async () => redis.close());
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so login and code limits can key on the e-mail as well as the IP.
    hook: "preHandler",
    ...(redis && { store: sharedRateLimitStore(redis, app.redisNamespaces.rateLimit) }),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Menu Dashboard API",
        version: "1.0.0",
        description:
          "Every call of the dashboard, the public ordering and stay pages, the webhooks' management and the Pusher HTTP API of the live events (signed as Pusher signs). Sign in with POST /api/auth/login and send the token as `Authorization: Bearer`.",
        license: { name: "Proprietary", url: `${config.publicUrl.replace(/\/+$/, "")}/` },
      },
      servers: [{ url: config.publicUrl.replace(/\/+$/, ""), description: "This deployment" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          [PUSHER_SIGNATURE]: pusherSecurityScheme,
        },
      },
      security: [{ bearer: [] }],
    },
    // Operation ids, summaries and descriptions, derived in one place (http/operations.ts).
    transform: describeOperation,
  });
  // The document is always built (app.swagger(): the generated tests and the apps' contract read it); the pages
  // that serve it are a setting, off by default in production, where they would map the API for anyone.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
