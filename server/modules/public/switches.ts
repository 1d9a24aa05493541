import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BranchParams, DataOf, errorResponses } from "../../http/schemas";
import { nowIso } from "../../db/dialect";
import { validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { businessTime } from "../config/business-config";
import { BUSY_MINUTES_MAX } from "../../../src/domain/constants";
import { localDateOf } from "../../../src/domain/zoned-time";
import { branchOrdering } from "./ordering";
import { HoursOut } from "./schemas";

// The owner's switches of a branch (dashboard, signed in): "accepting orders", "busy, back in N minutes", "closed
// today", closed on holidays, and the opening hours per weekday. Audited; the public API reads them (ordering.ts).

// Signed-in routes of the dashboard: documented apart from the public API (tag "Public", no token).
const tags = ["Front door"];
const settings = (action: "read" | "update") => ({
  scope: "branch" as const,
  area: "settings" as const,
  action,
});

const OrderingOut = Type.Object({
  accepting: Type.Boolean(),
  busy_until: Type.Union([Type.String(), Type.Null()]),
  closed_on: Type.Union([Type.String(), Type.Null()]),
  closed_on_holidays: Type.Boolean(),
  /** open, or why not (see src/domain/front-door.ts) */
  state: Type.String(),
  opening_hours: Type.Array(HoursOut),
});

const OrderingBody = Type.Object({
  accepting: Type.Optional(Type.Boolean()),
  /** busy for this many minutes from now; 0 or null ends "busy" */
  busy_minutes: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
  closed_today: Type.Optional(Type.Boolean()),
  closed_on_holidays: Type.Optional(Type.Boolean()),
});

const Clock = Type.String({ maxLength: 5 });
const HoursBody = Type.Object({
  opening_hours: Type.Array(
    Type.Object({
      weekday: Type.Integer({ minimum: 0, maximum: 6 }),
      closed: Type.Optional(Type.Boolean()),
      opens: Type.Optional(Clock),
      closes: Type.Optional(Clock),
    }),
    { maxItems: 7 },
  ),
});

const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const switchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = "/business/:businessId/branches/:branchId";

  const answer = async (businessId: number, branchId: number) => {
    const { timeZone } = await businessTime(app.db, businessId);
    const ordering = await branchOrdering(app.db, { businessId, branchId, timeZone });
    return {
      data: {
        accepting: ordering.switches.accepting,
        busy_until: ordering.switches.busyUntil,
        closed_on: ordering.switches.closedOn,
        closed_on_holidays: ordering.switches.closedOnHolidays,
        state: ordering.state,
        opening_hours: ordering.hours,
      },
    };
  };

  app.get(
    `${base}/ordering`,
    {
      config: { access: settings("read") },
      schema: { tags, params: BranchParams, response: { 200: DataOf(OrderingOut), ...errorResponses } },
    },
    async (request) => answer(request.params.businessId, request.params.branchId),
  );

  app.post(
    `${base}/ordering`,
    {
      config: { access: settings("update") },
      schema: {
        tags,
        params: BranchParams,
        body: OrderingBody,
        response: { 200: DataOf(OrderingOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      const body = request.body;
      if (body.busy_minutes && body.busy_minutes > BUSY_MINUTES_MAX)
        throw validationFailed({
          busy_minutes: { key: "public.busyMinutes", params: { max: BUSY_MINUTES_MAX } },
        });
      const { timeZone } = await businessTime(app.db, businessId);
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("branch_ordering")
          .selectAll()
          .where("branch_id", "=", branchId)
          .executeTakeFirst();
        const now = new Date();
        const next = {
          accepting: body.accepting === undefined ? Number(before?.accepting ?? 1) : body.accepting ? 1 : 0,
          busy_until:
            body.busy_minutes === undefined
              ? (before?.busy_until ?? null)
              : body.busy_minutes
                ? new Date(now.getTime() + body.busy_minutes * 60_000).toISOString()
                : null,
          closed_on:
            body.closed_today === undefined
              ? (before?.closed_on ?? null)
              : body.closed_today
                ? localDateOf(now, timeZone)
                : null,
          closed_on_holidays:
            body.closed_on_holidays === undefined
              ? Number(before?.closed_on_holidays ?? 0)
              : body.closed_on_holidays
                ? 1
                : 0,
          updated_at: nowIso(),
        };
        await trx
          .insertInto("branch_ordering")
          .values({ branch_id: branchId, business_id: businessId, ...next })
          .onConflict((oc) => oc.column("branch_id").doUpdateSet(next))
          .execute();
        await recordAudit(trx, request, {
          action: "update",
          entity: "branch_ordering",
          entityId: branchId,
          businessId,
          branchId,
          before: before ?? {},
          after: next,
        });
      });
      return answer(businessId, branchId);
    },
  );

  app.get(
    `${base}/opening-hours`,
    {
      config: { access: settings("read") },
      schema: { tags, params: BranchParams, response: { 200: DataOf(OrderingOut), ...errorResponses } },
    },
    async (request) => answer(request.params.businessId, request.params.branchId),
  );

  // The whole week at once: a weekday left out is open all day.
  app.post(
    `${base}/opening-hours`,
    {
      config: { access: settings("update") },
      schema: {
        tags,
        params: BranchParams,
        body: HoursBody,
        response: { 200: DataOf(OrderingOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      const errors: FieldErrors = {};
      const seen = new Set<number>();
      request.body.opening_hours.forEach((day, i) => {
        if (seen.has(day.weekday)) errors[`opening_hours.${i}.weekday`] = "public.weekdayTwice";
        seen.add(day.weekday);
        for (const field of ["opens", "closes"] as const)
          if (day[field] !== undefined && !CLOCK.test(day[field]))
            errors[`opening_hours.${i}.${field}`] = "public.hoursInvalid";
      });
      if (Object.keys(errors).length) throw validationFailed(errors);
      const rows = request.body.opening_hours.map((day) => ({
        business_id: businessId,
        branch_id: branchId,
        weekday: day.weekday,
        closed: day.closed ? 1 : 0,
        opens_at: day.opens ?? "00:00",
        closes_at: day.closes ?? "24:00",
      }));
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("opening_hours")
          .select(["weekday", "closed", "opens_at", "closes_at"])
          .where("branch_id", "=", branchId)
          .orderBy("weekday")
          .execute();
        await trx.deleteFrom("opening_hours").where("branch_id", "=", branchId).execute();
        if (rows.length) await trx.insertInto("opening_hours").values(rows).execute();
        await recordAudit(trx, request, {
          action: "update",
          entity: "opening_hours",
          entityId: branchId,
          businessId,
          branchId,
          before: { opening_hours: before },
          after: { opening_hours: rows.map(({ business_id: _b, branch_id: _r, ...day }) => day) },
        });
      });
      return answer(businessId, branchId);
    },
  );
};
