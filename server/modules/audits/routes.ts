import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { mapList } from "../../db/pagination";
import { validationFailed } from "../../errors";
import { BusinessParams, Id, ListOf, PageQuery, errorResponses } from "../../http/schemas";
import { pageOfAudits } from "./repository";

// Who did what in a business (DESIGN §4), for owners (SPEC §4: Audits List is open to business owners).

const AuditOut = Type.Object({
  id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  user: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
    Type.Null(),
  ]),
  /** The API key that made the write (then `user` is null): the list shows "API key <name>". */
  api_key: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  business_id: Type.Union([Type.Integer(), Type.Null()]),
  branch_id: Type.Union([Type.Integer(), Type.Null()]),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The number people know an order by (the orders list shows `#number`, not the id); null for other entities. */
  entity_number: Type.Union([Type.Integer(), Type.Null()]),
  changes: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const DateOrTime = Type.String({ maxLength: 40 });
const AuditsQuery = Type.Object({
  ...PageQuery.properties,
  /** The one order the list has: by time (ties by id). */
  sort: Type.Optional(Type.Union([Type.Literal("created_at"), Type.Literal("id")])),
  order: Type.Optional(
    Type.Union([Type.Literal("asc"), Type.Literal("desc"), Type.Literal("ASC"), Type.Literal("DESC")]),
  ),
  user_id: Type.Optional(Id),
  entity: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Optional(Type.String({ maxLength: 32 })),
  /** YYYY-MM-DD (from the start of that day, UTC) or an ISO time. */
  from: Type.Optional(DateOrTime),
  /** YYYY-MM-DD (to the end of that day, UTC) or an ISO time. */
  to: Type.Optional(DateOrTime),
});

/** A date or time as the stored ISO text to compare with; a date alone covers its whole day. */
function bound(value: string, end: boolean): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const time = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(time) ? undefined : end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const auditsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The history of every branch of the business: not for a session scoped to one branch.
  app.get(
    "/business/:businessId/audits",
    {
      config: { access: { scope: "owner" }, account: true },
      schema: {
        tags: ["Audits"],
        params: BusinessParams,
        querystring: AuditsQuery,
        response: { 200: ListOf(AuditOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const filters = request.query;
      const from = filters.from ? bound(filters.from, false) : undefined;
      const to = filters.to ? bound(filters.to, true) : undefined;
      if ((filters.from && !from) || (filters.to && !to)) {
        throw validationFailed({
          ...(filters.from && !from ? { from: "validation.date" } : {}),
          ...(filters.to && !to ? { to: "validation.date" } : {}),
        });
      }
      if (from && to && from > to) throw validationFailed({ to: "validation.dateRange" });
      const page = await pageOfAudits(app.db, businessId, { ...filters, from, to });
      return mapList(
        page,
        ({ user_name, user_email, changes, entity_number, api_key_id, api_key_name, ...row }) => ({
          ...row,
          api_key: api_key_id && api_key_name ? { id: api_key_id, name: api_key_name } : null,
          // A deleted order is no longer joined: its number stays in the audit's record of it.
          entity_number:
            row.entity === "order" ? (entity_number ?? orderNumberIn(parseChanges(changes))) : null,
          user:
            row.user_id && user_name ? { id: row.user_id, name: user_name, email: user_email ?? "" } : null,
          changes: parseChanges(changes),
        }),
      );
    },
  );
};

/** The order number an audit recorded (`{ before: { number } }` on delete, `{ after: { number } }` on create). */
function orderNumberIn(changes: unknown): number | null {
  if (typeof changes !== "object" || changes === null) return null;
  const record = changes as { before?: { number?: unknown }; after?: { number?: unknown } };
  const number = record.before?.number ?? record.after?.number;
  return Number.isInteger(number) ? (number as number) : null;
}

function parseChanges(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export default auditsRoutes;
