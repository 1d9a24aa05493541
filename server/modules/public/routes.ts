import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { ErrorBody, LocalesOut } from "../../http/schemas";
import { notFound } from "../../errors";
import { pickLocale } from "../../i18n";
import { PUBLIC_BODY_MAX_BYTES } from "../../../src/domain/constants";
import { publicBranch } from "./branch";
import { byAddress, byPhone, byTableToken, limitsHook } from "./limits";
import { readyPublicMenus } from "./menu";
import { publicOrderContexts } from "./order-context";
import { isReplay, placePublicOrder } from "./orders";
import { placeOfSlug } from "./place";
import { tableName, tableOfToken } from "./table-tokens";
import {
  IdempotencyHeaders,
  PlacedOrderOut,
  PublicBranchOut,
  PublicMenuOut,
  PublicOrderBody,
  SlugParams,
  TokenParams,
  TrackingOut,
  WaiterCallBody,
  WaiterCallOut,
} from "./schemas";
import { ownerRoutes } from "./owner-routes";
import { switchRoutes } from "./switches";
import { trackedOrder } from "./tracking";
import { callWaiter } from "./waiter";

// The front door (issue 46, restaurant side): the public API of the customers' apps, under /api/public, no sign-in
// (DESIGN §4 Public API). A branch is addressed by its slug, a table by its QR token, an order by its tracking token;
// everything else about a business stays behind the dashboard's access rules. The owner's switches the public side
// reads are signed-in routes of this module too (switches.ts, owner-routes.ts).

const tags = ["Public"];
const open = { access: { scope: "public" as const } };
const publicErrors = { 404: ErrorBody, 413: ErrorBody, 422: ErrorBody, 429: ErrorBody };

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sendMenu = readyPublicMenus(app);
  const orderContext = publicOrderContexts(app);
  const limits = app.config.publicRateLimit;
  const orderLimits = limitsHook(
    app,
    [
      {
        name: "public-order-address",
        max: limits.ordersPerAddress,
        windowMs: limits.orderWindowMs,
        key: byAddress,
      },
      {
        name: "public-order-phone",
        max: limits.ordersPerPhone,
        windowMs: limits.orderWindowMs,
        key: byPhone,
      },
    ],
    (request) => isReplay(app.db, request, (request.params as { slug: string }).slug),
  );
  const waiterLimits = limitsHook(app, [
    {
      name: "public-waiter-address",
      max: limits.waiterCallsPerAddress,
      windowMs: limits.waiterCallWindowMs,
      key: byAddress,
    },
    {
      name: "public-waiter-table",
      max: limits.waiterCallsPerTable,
      windowMs: limits.waiterCallWindowMs,
      key: byTableToken,
    },
  ]);

  app.get(
    "/public/branches/:slug",
    {
      config: open,
      schema: {
        tags,
        params: SlugParams,
        response: { 200: Type.Object({ data: PublicBranchOut }), ...publicErrors },
      },
    },
    async (request) => {
      const place = await placeOfSlug(app.db, request.params.slug);
      return { data: await publicBranch(app.db, place, app.config.qrAppUrl) };
    },
  );

  app.get(
    "/public/branches/:slug/menu",
    {
      config: open,
      schema: {
        tags,
        params: SlugParams,
        response: {
          200: PublicMenuOut,
          304: Type.Null({ description: "Not modified: the If-None-Match tag is current" }),
          ...publicErrors,
        },
      },
    },
    async (request, reply) => sendMenu(request, reply, request.params.slug),
  );

  app.post(
    "/public/branches/:slug/orders",
    {
      config: open,
      bodyLimit: PUBLIC_BODY_MAX_BYTES,
      preHandler: orderLimits,
      schema: {
        tags,
        params: SlugParams,
        headers: IdempotencyHeaders,
        body: PublicOrderBody,
        response: { 201: PlacedOrderOut, ...publicErrors },
      },
    },
    async (request, reply) => {
      const placed = await placePublicOrder(
        app,
        request,
        await orderContext(request.params.slug),
        request.body,
      );
      if (placed.replayed) reply.header("idempotent-replay", "true");
      return reply.status(201).send({ data: placed });
    },
  );

  app.get(
    "/public/branches/:slug/tables/:token",
    {
      config: open,
      schema: {
        tags,
        summary:
          "The table a QR token names, so the customer's page says where the order goes before it is sent",
        params: Type.Object({ ...SlugParams.properties, ...TokenParams.properties }),
        response: {
          200: Type.Object({ data: Type.Object({ name: Type.String(), locales: LocalesOut }) }),
          ...publicErrors,
        },
      },
    },
    async (request) => {
      const place = await placeOfSlug(app.db, request.params.slug);
      const table = await tableOfToken(app.db, place.branchId, request.params.token);
      // An unknown, rotated or other branch's token: nothing said about which.
      if (!table) throw notFound();
      return {
        data: { name: tableName(table.locales, pickLocale(request.headers)), locales: table.locales },
      };
    },
  );

  app.get(
    "/public/orders/:token",
    {
      config: open,
      schema: { tags, params: TokenParams, response: { 200: TrackingOut, ...publicErrors } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await trackedOrder(app.db, request.params.token) };
    },
  );

  app.post(
    "/public/branches/:slug/waiter-calls",
    {
      config: open,
      bodyLimit: PUBLIC_BODY_MAX_BYTES,
      preHandler: waiterLimits,
      schema: {
        tags,
        params: SlugParams,
        body: WaiterCallBody,
        response: { 200: WaiterCallOut, ...publicErrors },
      },
    },
    async (request) => {
      const place = await placeOfSlug(app.db, request.params.slug);
      const called = await callWaiter(
        app,
        place,
        request.body.table_token,
        request.body.note?.trim() ?? "",
        pickLocale(request.headers),
      );
      return { data: called };
    },
  );

  await app.register(switchRoutes);
  await app.register(ownerRoutes);
};

export default publicRoutes;
