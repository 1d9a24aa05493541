import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { API_KEY_NAME_MAX } from "../../../src/domain/constants";
import { mapList } from "../../db/pagination";
import {
  BusinessIdParams,
  BusinessParams,
  DataOf,
  Id,
  ListOf,
  PageQuery,
  errorResponses,
} from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { keyOut, pageOfKeys } from "./repository";
import { createApiKey, grantableOf, revokeApiKey } from "./service";

// A business's API keys (issue 49; docs/api-keys.md). Owners only, with a full session: `account` (plugins/auth.ts)
// refuses a login QR's session and every API key, so no key can make, see or revoke keys.

const access: RouteAccess = { scope: "owner" };
const tags = ["API keys"];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ApiKeyOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The secret's first characters, to tell keys apart. */
  prefix: Type.String(),
  branch_ids: Type.Array(Type.Integer()),
  /** `area.action` strings, granted in each of the key's branches. */
  permissions: Type.Array(Type.String()),
  expires_at: Nullable(Type.String()),
  revoked_at: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
  created_at: Type.String(),
});

const ApiKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: API_KEY_NAME_MAX }),
  branch_ids: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  permissions: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 400 }),
  /** An ISO date and time; left out or null, the key does not expire. */
  expires_at: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});

const apiKeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = "/business/:businessId/api-keys";

  app.get(
    base,
    {
      config: { access, account: true },
      schema: {
        tags,
        params: BusinessParams,
        querystring: PageQuery,
        response: { 200: ListOf(ApiKeyOut), ...errorResponses },
      },
    },
    async (request) => mapList(await pageOfKeys(app.db, request.params.businessId, request.query), keyOut),
  );

  app.get(
    `${base}/permissions`,
    {
      config: { access, account: true },
      schema: {
        tags,
        description: "The `area.action` strings a key of this business may be given.",
        params: BusinessParams,
        response: { 200: DataOf(Type.Array(Type.String())), ...errorResponses },
      },
    },
    async (request) => ({ data: await grantableOf(request, request.params.businessId) }),
  );

  app.post(
    base,
    {
      config: {
        access,
        account: true,
        // A retry must not find the secret kept in plain text for a day; a second key is harmless (revoke it).
        idempotency: { skip: "its answer holds the new key's secret, which is stored only as a hash" },
      },
      schema: {
        tags,
        description: "Makes a key. Its `secret` is in this answer only: it is stored as a hash.",
        params: BusinessParams,
        body: ApiKeyBody,
        response: {
          201: DataOf(Type.Object({ ...ApiKeyOut.properties, secret: Type.String() })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createApiKey(request, request.params.businessId, request.body) }),
  );

  app.post(
    `${base}/:id/revoke`,
    {
      config: { access, account: true },
      schema: {
        tags,
        params: BusinessIdParams,
        response: { 200: DataOf(ApiKeyOut), ...errorResponses },
      },
    },
    async (request) => ({
      data: await revokeApiKey(request, request.params.businessId, request.params.id),
    }),
  );
};

export default apiKeysRoutes;
