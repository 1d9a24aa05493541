import path from "node:path";
import {
  CUSTOMER_PAGES_PATH,
  PUBLIC_ORDERS_PER_ADDRESS,
  PUBLIC_ORDERS_PER_PHONE,
  PUBLIC_ORDER_WINDOW_MS,
  WAITER_CALLS_PER_ADDRESS,
  WAITER_CALLS_PER_TABLE,
  WAITER_CALL_WINDOW_MS,
} from "../src/domain/constants";

/** Everything the server reads from the environment (DESIGN §7), parsed once. */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  databaseUrl: string;
  mediaDir: string;
  /**
   * Media on S3-compatible storage (S3_BUCKET and friends), so several instances serve the same uploads;
   * unset, media stay on the local disk under mediaDir.
   */
  s3?: S3Config;
  publicUrl: string;
  qrAppUrl: string;
  ordersAppUrl: string;
  tabletAppUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The sender's name in mails to Arabic readers (MAIL_FROM's address, this name). */
  mailFromNameArabic: string;
  redisUrl?: string;
  pusher?: { appId: string; key: string; secret: string; host?: string; port?: number };
  /**
   * Key and secret of the built-in Pusher-protocol server (LIVE_KEY, LIVE_SECRET). Unset, they are generated on
   * first start and kept in the database, shared by every instance of the deployment.
   */
  livePusherKey?: string;
  livePusherSecret?: string;
  /**
   * Redis namespace of live events and write announcements (LIVE_NAMESPACE); default: the id generated with the
   * database (db/deployment.ts), so deployments sharing a Redis server stay apart even with the same LIVE_KEY.
   */
  liveNamespace?: string;
  distDir: string;
  /** Largest accepted video upload in bytes (images stay at the SPEC's 10 MB). */
  maxVideoBytes: number;
  /** Log level; tests pass "silent". */
  logLevel: string;
  /**
   * Seed the demo business into an empty database at start. Outside production by default; in production only when
   * SEED_DEMO=true is set explicitly, since the demo's logins are published in the README.
   */
  seedDemo: boolean;
  /** How long a start waits for PostgreSQL to answer (DATABASE_WAIT_SECONDS) before failing with one line. */
  databaseWaitMs: number;
  /** Serve the OpenAPI document and its browser at /api/docs (API_DOCS); off by default in production. */
  apiDocs: boolean;
  /**
   * Rate limits of login, send-code and validate-code, per window: `max` per account (e-mail) and route,
   * `perAddressMax` (default 5 × max) per client address and route.
   */
  authRateLimit: { max: number; windowMs: number; perAddressMax?: number };
  /** Verification codes sent to one e-mail per window (send-code). */
  codeSendLimit: { max: number; windowMs: number };
  /**
   * Trust X-Forwarded-For / -Proto from a proxy in front (TRUST_PROXY: "true" or the proxies' addresses/CIDRs).
   * Off by default: otherwise every client could pick its own address and escape per-address limits.
   */
  trustProxy: boolean | string;
  /**
   * Prefix of the rate-limit counters in Redis (RATE_LIMIT_NAMESPACE); instances of one deployment share it, so they
   * share the counts. Default: derived from the database's id (db/deployment.ts), one per deployment.
   */
  rateLimitNamespace?: string;
  /**
   * Let webhook endpoints be on loopback, private and link-local addresses (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true).
   * Off by default: otherwise an owner could make the server call its own network (docs/webhooks.md).
   */
  webhooksAllowPrivate: boolean;
  /**
   * Let imported calendar feeds be on loopback, private and link-local addresses
   * (CALENDAR_ALLOW_PRIVATE_ADDRESSES=true). Off by default, for the same reason as webhooks' (docs/calendar-sync.md).
   */
  calendarsAllowPrivate: boolean;
  /** Limits of the public API (orders per address and per phone, waiter calls per table and per address). */
  publicRateLimit: {
    ordersPerAddress: number;
    ordersPerPhone: number;
    orderWindowMs: number;
    waiterCallsPerTable: number;
    waiterCallsPerAddress: number;
    waiterCallWindowMs: number;
  };
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers read the files: a CDN or the bucket's public address, without a trailing slash. */
  publicUrl: string;
  /** `https://endpoint/bucket/key` addressing, which most S3-compatible services need. */
  forcePathStyle: boolean;
}

type Environment = Record<string, string | undefined>;
type Reader = (name: string, fallback?: string) => string;
const readerOf =
  (environment: Environment): Reader =>
  (name, fallback = "") =>
    environment[name] ?? fallback;

/** S3_BUCKET turns S3 storage on; the public address defaults to the bucket's path-style address. */
function parseS3(env: Reader): S3Config | undefined {
  const bucket = env("S3_BUCKET").trim();
  if (!bucket) return undefined;
  const region = env("S3_REGION", "us-east-1");
  const endpoint = env("S3_ENDPOINT").replace(/\/+$/, "") || undefined;
  const forcePathStyle = env("S3_FORCE_PATH_STYLE", endpoint ? "true" : "false") === "true";
  const fallbackUrl = endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    bucket,
    region,
    endpoint,
    accessKeyId: env("S3_ACCESS_KEY_ID") || undefined,
    secretAccessKey: env("S3_SECRET_ACCESS_KEY") || undefined,
    publicUrl: (env("S3_PUBLIC_URL") || fallbackUrl).replace(/\/+$/, ""),
    forcePathStyle,
  };
}

/** TRUST_PROXY: empty, "false" or "0" = off; "true" or "1" = any proxy; else comma-separated addresses/CIDRs. */
function parseTrustProxy(value: string): boolean | string {
  const text = value.trim();
  if (!text || text === "false" || text === "0") return false;
  if (text === "true" || text === "1") return true;
  return text;
}

/** The configuration from `environment` (the process's by default; tests pass their own), then `overrides`. */
export function loadConfig(
  overrides: Partial<AppConfig> = {},
  environment: Environment = process.env,
): AppConfig {
  const env = readerOf(environment);
  const port = Number(env("PORT", "3000"));
  const publicUrl = env("PUBLIC_URL", `http://localhost:${port}`);
  const nodeEnv = env("NODE_ENV", "development");
  const production = nodeEnv === "production";
  const pusherConfigured = env("PUSHER_APP_ID") && env("PUSHER_KEY") && env("PUSHER_SECRET");
  const config: AppConfig = {
    port,
    host: env("HOST", "0.0.0.0"),
    nodeEnv,
    databaseUrl: env("DATABASE_URL", "sqlite:./data/app.sqlite"),
    mediaDir: path.resolve(env("MEDIA_DIR", "./data/media")),
    s3: parseS3(env),
    publicUrl,
    // The product's own customer pages by default, so every QR code the dashboard prints leads somewhere.
    qrAppUrl: env("QR_APP_URL", `${publicUrl.replace(/\/+$/, "")}${CUSTOMER_PAGES_PATH}`),
    ordersAppUrl: env("ORDERS_APP_URL", "https://orders.menu.example.com"),
    tabletAppUrl: env("TABLET_APP_URL", "https://tablet.menu.example.com"),
    smtpUrl: env("SMTP_URL") || undefined,
    mailFrom: env("MAIL_FROM", "Menu Dashboard <no-reply@menu.example.com>"),
    mailFromNameArabic: env("MAIL_FROM_NAME_AR", "لوحة تحكم المنيو"),
    redisUrl: env("REDIS_URL") || undefined,
    pusher: pusherConfigured
      ? {
          appId: env("PUSHER_APP_ID"),
          key: env("PUSHER_KEY"),
          secret: env("PUSHER_SECRET"),
          host: env("PUSHER_HOST") || undefined,
          port: env("PUSHER_PORT") ? Number(env("PUSHER_PORT")) : undefined,
        }
      : undefined,
    livePusherKey: env("LIVE_KEY") || undefined,
    livePusherSecret: env("LIVE_SECRET") || undefined,
    liveNamespace: env("LIVE_NAMESPACE") || undefined,
    distDir: path.resolve(env("DIST_DIR", "./dist")),
    maxVideoBytes: Number(env("MAX_VIDEO_BYTES", String(100 * 1024 * 1024))),
    logLevel: env("LOG_LEVEL", "info"),
    seedDemo: production ? env("SEED_DEMO") === "true" : env("SEED_DEMO", "true") !== "false",
    databaseWaitMs: Number(env("DATABASE_WAIT_SECONDS", "60")) * 1000,
    apiDocs: production ? env("API_DOCS") === "true" : env("API_DOCS", "true") !== "false",
    authRateLimit: { max: Number(env("AUTH_RATE_LIMIT", "10")), windowMs: 60_000 },
    codeSendLimit: { max: Number(env("CODE_SEND_LIMIT", "3")), windowMs: 10 * 60_000 },
    trustProxy: parseTrustProxy(env("TRUST_PROXY")),
    rateLimitNamespace: env("RATE_LIMIT_NAMESPACE") || undefined,
    webhooksAllowPrivate: env("WEBHOOKS_ALLOW_PRIVATE_ADDRESSES") === "true",
    calendarsAllowPrivate: env("CALENDAR_ALLOW_PRIVATE_ADDRESSES") === "true",
    publicRateLimit: {
      ordersPerAddress: Number(env("PUBLIC_ORDER_RATE_LIMIT", String(PUBLIC_ORDERS_PER_ADDRESS))),
      ordersPerPhone: PUBLIC_ORDERS_PER_PHONE,
      orderWindowMs: PUBLIC_ORDER_WINDOW_MS,
      waiterCallsPerTable: WAITER_CALLS_PER_TABLE,
      waiterCallsPerAddress: WAITER_CALLS_PER_ADDRESS,
      waiterCallWindowMs: WAITER_CALL_WINDOW_MS,
    },
    ...overrides,
  };
  if (!Number.isInteger(config.port) || config.port <= 0) throw new Error(`PORT must be a port number`);
  if (!/^(sqlite:|postgres(ql)?:)/.test(config.databaseUrl)) {
    throw new Error("DATABASE_URL must start with sqlite: or postgres://");
  }
  return config;
}

export const isProduction = (config: AppConfig) => config.nodeEnv === "production";
