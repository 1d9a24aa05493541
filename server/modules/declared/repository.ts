import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import type { DeclaredRecord, ResourceDeclaration } from "../../../src/domain/resources";
import { declarationOf } from "../../../src/domain/resources";
import { fromFils } from "../../../src/domain/money";
import { likePattern } from "../../db/locales";
import { paginate, type ListResult } from "../../db/pagination";
import type { DB } from "../../db/schema/index";
import { notFound, type FieldErrors } from "../../errors";
import { lockRows } from "../../db/row-locks";
import { isInScope, mediaUsable } from "../../shared/scope-checks";

// Queries of every declared table. Declared tables are not in the typed schema (a declaration and a migration
// are all a resource needs), so these queries go through an untyped view of the same connection.

/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnyDb = Kysely<any> | Transaction<any>;
type AnyQuery = SelectQueryBuilder<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export const untyped = (db: Kysely<DB> | Transaction<DB>) => db as unknown as AnyDb;

/** Where a record must be: its business, and its branch for branch resources. */
export interface Scope {
  businessId: number;
  branchId?: number;
  /** A list over several businesses (legacy paths); never empty. */
  businessIds?: number[];
  /** The parent named in the path (PathParent). */
  parentId?: number;
  /** The one branch of a session scoped to it (a login QR's): of the branches resource, only that record is seen. */
  sessionBranchId?: number;
}

export function inScope(query: AnyQuery, declaration: ResourceDeclaration, scope: Scope): AnyQuery {
  const scoped = scope.businessIds
    ? query.where(`${declaration.table}.business_id`, "in", scope.businessIds)
    : query.where(`${declaration.table}.business_id`, "=", scope.businessId);
  const branched =
    declaration.scope === "branch"
      ? scoped.where(`${declaration.table}.branch_id`, "=", scope.branchId)
      : scoped;
  // The branches resource's records are the branches themselves: a scoped session sees its own alone.
  const inSight =
    declaration.table === "branches" && scope.sessionBranchId !== undefined
      ? branched.where("branches.id", "=", scope.sessionBranchId)
      : branched;
  const parent = declaration.pathParent;
  return parent ? inSight.where(`${declaration.table}.${parent.column}`, "=", scope.parentId) : inSight;
}

/** The stored row of the scope, or undefined. */
export async function rowIn(db: AnyDb, declaration: ResourceDeclaration, scope: Scope, id: number) {
  const row = await inScope(db.selectFrom(declaration.table).selectAll(), declaration, scope)
    .where("id", "=", id)
    .executeTakeFirst();
  return row as Record<string, unknown> | undefined;
}

/** The stored row, or 404 when it is missing or belongs to another business or branch (never revealing which). */
export async function findRow(db: AnyDb, declaration: ResourceDeclaration, scope: Scope, id: number) {
  const row = await rowIn(db, declaration, scope, id);
  if (!row) throw notFound();
  return row;
}

export interface ListParams {
  page?: number;
  per_page?: number;
  /** Only these records (react-admin's getMany). */
  ids?: number[];
  sort?: string;
  order?: string;
  q?: string;
  [filter: string]: unknown;
}

/** The asked period of a declared period filter, as ISO-8601 UTC (either end may be missing). */
export interface Period {
  from?: string;
  to?: string;
}

/**
 * One page of the scope's records: `q` over the searchable fields, equality filters, the records meeting the
 * period (they end on or after it starts and start on or before it ends), a declared sort (after `groupBy`, the
 * column of a grouped list, when given).
 */
export function listRows(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  params: ListParams,
  filters: Record<string, unknown>,
  period: Period = {},
  groupBy?: string,
): Promise<ListResult<Record<string, unknown>>> {
  const table = declaration.table;
  let query = inScope(db.selectFrom(table), declaration, scope);
  for (const [name, value] of Object.entries(filters))
    query = query.where(`${table}.${name}`, value === null ? "is" : "=", value);
  const periodFields = declaration.periodFilter;
  if (periodFields && period.from) query = query.where(`${table}.${periodFields.end}`, ">=", period.from);
  if (periodFields && period.to) query = query.where(`${table}.${periodFields.start}`, "<=", period.to);
  const q = params.q?.trim();
  const searched = declaration.fields.filter((field) => field.searchable);
  if (q && searched.length) {
    const pattern = likePattern(q);
    // A localized field is searched through the lower-cased `search` column written beside its locales.
    const columns = searched.map((field) => (field.type === "localized" ? "search" : field.name));
    query = query.where(({ or }) =>
      or(
        columns.map(
          (column) => sql<boolean>`lower(${sql.ref(`${table}.${column}`)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const sort = params.sort ?? declaration.defaultSort.field;
  const order = (params.order ?? declaration.defaultSort.order).toLowerCase() === "desc" ? "desc" : "asc";
  // `name` is the sort key of a localized field, whose lower-cased names are in the `search` column.
  const localized = declaration.fields.some((f) => f.type === "localized" && f.sortable);
  const column = localized && sort === "name" ? "search" : sort;
  const grouped = groupBy ? query.selectAll().orderBy(`${table}.${groupBy}`) : query.selectAll();
  return paginate(grouped.orderBy(`${table}.${column}`, order).orderBy(`${table}.id`, order), params, {
    count: query,
    id: `${table}.id`,
  });
}

/**
 * `validation.unique` (or the field's own message) for each unique field whose value another record of the scope
 * (or of the whole table) already has.
 */
export async function duplicateErrors(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  values: DeclaredRecord,
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of declaration.fields.filter((f) => f.unique)) {
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    const all = db.selectFrom(declaration.table).select("id");
    let query = (field.unique === "table" ? all : inScope(all, declaration, scope)).where(
      field.name,
      "=",
      value,
    );
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    if (await query.limit(1).executeTakeFirst())
      errors[field.name] = field.uniqueMessage ?? "validation.unique";
  }
  return errors;
}

/**
 * `validation.invalid` (or the field's own message) for each reference that is not a record of the same business,
 * and each picture that is neither the business's nor the user's own upload not yet in a business.
 */
export async function referenceErrors(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  values: DeclaredRecord,
  userId: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of declaration.fields) {
    const id = values[field.name];
    // An attached picture is checked as it is attached (404 for another business's, 422 for a video).
    if ((field.type !== "reference" && field.type !== "media") || field.attach) continue;
    if (id === null || id === undefined) continue;
    const found =
      field.type === "media"
        ? await mediaUsable(db as Kysely<DB>, Number(id), [scope.businessId], userId)
        : await isInBusiness(db, declarationOf(field.reference ?? "")?.table, Number(id), scope.businessId);
    if (!found) errors[field.name] = field.notFoundMessage ?? "validation.invalid";
  }
  return errors;
}

/** A declared table is not in the typed schema, yet its rows are checked alike. */
const isInBusiness = async (db: AnyDb, table: string | undefined, id: number, businessId: number) =>
  !!table && isInScope(db as Kysely<DB>, table as keyof DB & string, id, { businessId });

/** 404 unless every id is a record of the scope (never revealing which is missing, or why). */
export async function assertAllInScope(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  ids: readonly number[],
): Promise<void> {
  const found = await inScope(db.selectFrom(declaration.table).select("id"), declaration, scope)
    .where(`${declaration.table}.id`, "in", [...ids])
    .execute();
  if (found.length !== new Set(ids).size) throw notFound();
}

/** Locks the scope's business (its branch, for branch resources) until the transaction ends. */
export const lockScope = (db: AnyDb, declaration: ResourceDeclaration, scope: Scope) =>
  declaration.scope === "branch"
    ? lockRows(db as Transaction<DB>, "branches", "id", [scope.branchId!])
    : lockRows(db as Transaction<DB>, "businesses", "id", [scope.businessId]);

/** How many records the scope holds. */
export async function countInScope(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
): Promise<number> {
  const row = await inScope(
    db.selectFrom(declaration.table).select(sql<number>`count(*)`.as("n")),
    declaration,
    scope,
  ).executeTakeFirst();
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}

/** The rows a record's detail adds (DetailRows of the declaration), each as its declared columns. */
export async function detailRowsOf(
  db: AnyDb,
  declaration: ResourceDeclaration,
  id: number,
): Promise<Record<string, unknown[]>> {
  const detail: Record<string, unknown[]> = {};
  for (const rows of declaration.detail ?? []) {
    const found = await db
      .selectFrom(rows.table)
      .select(rows.columns.map((column) => column.column ?? column.name))
      .where(rows.foreignKey, "=", id)
      .orderBy(rows.orderBy)
      .execute();
    detail[rows.key] = found.map((row: Record<string, unknown>) =>
      Object.fromEntries(
        rows.columns.map(({ name, column, type }) => {
          const value = row[column ?? name];
          return [
            name,
            type === "money" ? fromFils(Number(value)) : type === "integer" ? Number(value) : value,
          ];
        }),
      ),
    );
  }
  return detail;
}

/** Whether any record a delete guard names still points at the record (the delete is then refused). */
export async function isInUse(db: AnyDb, declaration: ResourceDeclaration, id: number): Promise<boolean> {
  for (const guard of declaration.deleteGuard?.guards ?? []) {
    let query = db.selectFrom(guard.table).select("id").where(guard.column, "=", id);
    for (const [column, value] of Object.entries(guard.where ?? {})) query = query.where(column, "=", value);
    if (await query.limit(1).executeTakeFirst()) return true;
  }
  return false;
}
