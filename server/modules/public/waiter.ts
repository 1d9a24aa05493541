import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors";
import { bilingual, publishToBranch } from "../../shared/announce";
import { notifyBranch } from "../notifications/notify";
import { WAITER_CALL_EVENT, type Locale } from "../../../src/domain/constants";
import type { PublicPlace } from "./place";
import { tableName, tableOfToken } from "./table-tokens";

// A guest calls a waiter from the table's QR code: the branch's order readers are notified (the bell) and its
// dashboards hear it live. Rate limited per table and per address (routes.ts), so a held-down button is one call.

export async function callWaiter(
  app: FastifyInstance,
  place: PublicPlace,
  tableToken: string,
  note: string,
  locale: Locale,
) {
  const table = await tableOfToken(app.db, place.branchId, tableToken);
  // An unknown, rotated or other branch's token: nothing to call (and nothing said about which).
  if (!table) throw notFound();
  const names = { en: tableName(table.locales, "en"), ar: tableName(table.locales, "ar") };
  const at = new Date().toISOString();
  await app.db.transaction().execute((trx) =>
    notifyBranch(trx, {
      businessId: place.businessId,
      branchId: place.branchId,
      area: "orders",
      type: WAITER_CALL_EVENT,
      text: bilingual("public.waiterCalled", (l) => ({ table: names[l] })),
      data: { table_id: table.id, note },
    }),
  );
  await publishToBranch(app, place.businessId, place.branchId, WAITER_CALL_EVENT, {
    table_id: table.id,
    table: names,
    note,
    at,
  });
  return { called: true, table: names[locale] };
}
