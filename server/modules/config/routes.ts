import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { nowIso } from "../../db/dialect";
import { staleWrite, validationFailed, type FieldErrors } from "../../errors";
import { BusinessParams, errorResponses } from "../../http/schemas";
import { recordAudit } from "../../plugins/audit";
import { CONFIG_DEFAULTS, CONFIG_RULES, configValueOut } from "./keys";
import { deleteConfig, latestConfigUpdate, readConfigValues, upsertConfig } from "./store";

const ConfigOut = Type.Object({
  data: Type.Array(Type.Object({ key: Type.String(), value: Type.Union([Type.String(), Type.Number()]) })),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
const ConfigBody = Type.Object({
  configurations: Type.Array(
    Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }), value: Type.Optional(Type.Unknown()) }),
    { maxItems: 50 },
  ),
  updated_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

// Push REST and auth keys are secrets: audits record that they changed, not their values.
const masked = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      /_(rest|user_auth)_key$/.test(key) ? `…${value.slice(-4)}` : value,
    ]),
  );

async function answer(request: FastifyRequest, businessId: number) {
  const values = await readConfigValues(request.server.db, businessId);
  return {
    data: Object.keys(CONFIG_RULES).map((key) => ({
      key,
      value: configValueOut(key, values.get(key) ?? CONFIG_DEFAULTS[key]),
    })),
    updated_at: await latestConfigUpdate(request.server.db, businessId),
  };
}

/** Business configuration (SPEC §7 Business config), owners only. Empty values delete the key (its default applies). */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Configuration"];
  const path = "/business/:businessId/config";

  app.get(
    path,
    {
      config: { access: { scope: "owner" } },
      schema: { tags, params: BusinessParams, response: { 200: ConfigOut, ...errorResponses } },
    },
    async (request) => answer(request, request.params.businessId),
  );

  app.post(
    path,
    {
      config: { access: { scope: "owner" } },
      schema: {
        tags,
        params: BusinessParams,
        body: ConfigBody,
        response: { 200: ConfigOut, 409: Type.Object({ message: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const errors: FieldErrors = {};
      const upserts = new Map<string, string>();
      const deletes = new Set<string>();
      for (const { key, value } of request.body.configurations) {
        const rule = CONFIG_RULES[key];
        const field = `configurations.${key}`;
        if (!rule) errors[field] = "people.settings.unknownKey";
        else if (upserts.has(key) || deletes.has(key)) errors[field] = "people.settings.duplicateKey";
        else if (value === null || value === undefined || (typeof value === "string" && !value.trim()))
          deletes.add(key);
        else {
          const result =
            typeof value === "string" || typeof value === "number"
              ? rule(value)
              : { error: "validation.type" as const };
          if ("error" in result) errors[field] = result.error;
          else upserts.set(key, result.value);
        }
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      await app.db.transaction().execute(async (trx) => {
        const loadedAt = request.body.updated_at;
        const latest = await latestConfigUpdate(trx, businessId);
        if (loadedAt && latest && latest > loadedAt) throw staleWrite();
        const before = Object.fromEntries(await readConfigValues(trx, businessId));
        const now = nowIso();
        for (const [key, value] of upserts)
          if (before[key] !== value) await upsertConfig(trx, businessId, key, value, now);
        await deleteConfig(trx, businessId, [...deletes]);
        const after = Object.fromEntries(await readConfigValues(trx, businessId));
        await recordAudit(trx, request, {
          action: "set",
          entity: "business_config",
          entityId: businessId,
          businessId,
          before: masked(before),
          after: masked(after),
        });
      });
      return answer(request, businessId);
    },
  );
};

export default configRoutes;
