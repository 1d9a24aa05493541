import type { FastifyRequest } from "fastify";
import { DEFAULT_TIMEZONE } from "../../../src/domain/constants";
import { settingsAuditEntity } from "../../../src/domain/settingsScopes";
import { nowIso } from "../../db/dialect";
import { staleWrite, validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { deleteConfig, readConfigValues, upsertConfig } from "../config/store";
import { KEY_ALIASES, SETTINGS_DEFAULTS, SETTINGS_KEYS, type SettingsScope } from "./keys";
import { isEmpty, type RuleContext } from "./rules";
import { deleteSettings, readStored, upsertSetting } from "./store";

export interface SettingEntry {
  key: string;
  data?: unknown;
}

export interface SettingsTarget {
  scope: SettingsScope;
  scopeId: number;
  /** For audits; null for a user's own preferences. */
  businessId: number | null;
  branchId?: number | null;
  businessType: string;
}

export interface SettingsAnswer {
  data: { key: string; data: unknown }[];
  updated_at: string | null;
}

// Business TimeZone and Currency are one concept each, kept where the rest of the product reads them:
// the configuration's `timezone` and the business's `currency` column. The settings list shows them like any key.

/** The settings of a scope as { key, data } with defaults for keys never saved (SPEC §9 colours and others). */
export async function readSettings(request: FastifyRequest, target: SettingsTarget): Promise<SettingsAnswer> {
  const db = request.server.db;
  const stored = await readStored(db, target.scope, target.scopeId);
  const values = new Map<string, unknown>();
  for (const [key, value] of Object.entries(SETTINGS_DEFAULTS[target.scope])) values.set(key, value);
  for (const [key, value] of stored.values) {
    const fallback = values.get(key);
    // Colour groups merge with their defaults so a partly saved group still has every colour.
    values.set(key, isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value);
  }
  if (target.scope === "business") {
    const business = await db
      .selectFrom("businesses")
      .select("currency")
      .where("id", "=", target.scopeId)
      .executeTakeFirstOrThrow();
    const config = await readConfigValues(db, target.scopeId);
    values.set("Currency", business.currency);
    values.set("TimeZone", config.get("timezone") ?? DEFAULT_TIMEZONE);
  }
  return { data: [...values].map(([key, data]) => ({ key, data })), updated_at: stored.updatedAt };
}

/**
 * Checks every entry and every key to remove; answers the values to store and the keys to delete, or throws 422
 * naming `settings.{Key}` (or `remove.{Key}` for a removal of an unknown key or of a key also given a value).
 */
export function checkEntries(
  scope: SettingsScope,
  entries: SettingEntry[],
  context: RuleContext,
  removals: readonly string[] = [],
) {
  const rules = SETTINGS_KEYS[scope];
  const errors: FieldErrors = {};
  const upserts = new Map<string, unknown>();
  const deletes = new Set<string>();
  for (const entry of entries) {
    const key = KEY_ALIASES[scope]?.[entry.key] ?? entry.key;
    const field = `settings.${entry.key}`;
    const rule = rules[key];
    if (!rule) {
      errors[field] = "people.settings.unknownKey";
      continue;
    }
    if (upserts.has(key) || deletes.has(key)) {
      errors[field] = "people.settings.duplicateKey";
      continue;
    }
    if (isEmpty(entry.data)) {
      deletes.add(key);
      continue;
    }
    const result = rule(entry.data, context);
    if ("error" in result) errors[result.at ? `${field}.${result.at}` : field] = result.error;
    else if (isEmpty(result.value)) deletes.add(key);
    else upserts.set(key, result.value);
  }
  for (const name of removals) {
    const key = KEY_ALIASES[scope]?.[name] ?? name;
    if (!rules[key]) errors[`remove.${name}`] = "people.settings.unknownKey";
    else if (upserts.has(key)) errors[`remove.${name}`] = "people.settings.duplicateKey";
    else deletes.add(key);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { upserts, deletes };
}

/**
 * Saves some keys of a scope in one transaction: values are upserted, empty or removed ones deleted, others untouched.
 * A client that sends the `updated_at` it loaded gets 409 when someone saved the scope after that.
 */
export async function writeSettings(
  request: FastifyRequest,
  target: SettingsTarget,
  entries: SettingEntry[],
  loadedAt?: string | null,
  removals: readonly string[] = [],
): Promise<SettingsAnswer> {
  const { upserts, deletes } = checkEntries(
    target.scope,
    entries,
    { businessType: target.businessType },
    removals,
  );
  await request.server.db.transaction().execute(async (trx) => {
    const stored = await readStored(trx, target.scope, target.scopeId);
    if (loadedAt && stored.updatedAt && stored.updatedAt > loadedAt) throw staleWrite();
    const now = nowIso();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (target.scope === "business") {
      const timeZone = upserts.get("TimeZone");
      if (typeof timeZone === "string") await upsertConfig(trx, target.scopeId, "timezone", timeZone, now);
      else if (deletes.has("TimeZone")) await deleteConfig(trx, target.scopeId, ["timezone"]);
      const currency = upserts.get("Currency");
      if (typeof currency === "string") {
        await trx
          .updateTable("businesses")
          .set({ currency, updated_at: now })
          .where("id", "=", target.scopeId)
          .execute();
      }
      for (const key of ["TimeZone", "Currency"]) {
        if (upserts.has(key)) after[key] = upserts.get(key);
        upserts.delete(key);
        deletes.delete(key);
      }
    }
    for (const [key, value] of upserts) {
      if (JSON.stringify(stored.values.get(key)) === JSON.stringify(value)) continue;
      before[key] = stored.values.get(key) ?? null;
      after[key] = value;
      await upsertSetting(trx, target.scope, target.scopeId, key, value, now);
    }
    const removed = [...deletes].filter((key) => stored.values.has(key));
    for (const key of removed) {
      before[key] = stored.values.get(key);
      after[key] = null;
    }
    await deleteSettings(trx, target.scope, target.scopeId, removed);
    await recordAudit(trx, request, {
      action: "set",
      entity: settingsAuditEntity(target.scope),
      entityId: target.scopeId,
      businessId: target.businessId,
      branchId: target.branchId ?? null,
      before,
      after,
    });
  });
  return readSettings(request, target);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);
