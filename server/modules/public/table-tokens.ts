import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales, nameIn } from "../../db/locales";
import { PUBLIC_TOKEN_BYTES, TABLE_TOKEN_PARAM, type Locale } from "../../../src/domain/constants";

// A table's QR token: unguessable (24 random bytes), unique, and rotatable from the dashboard, so a code photographed
// and used from home stops working. Tables made after the migration get theirs when the dashboard first lists the
// tokens (the declared tables resource stays as it is); the public API finds a table only by its token.

type Db = Kysely<DB> | Transaction<DB>;

export const newPublicToken = () => randomBytes(PUBLIC_TOKEN_BYTES).toString("base64url");

/** The table of a token within the branch, or undefined (another branch's token and a rotated one alike). */
export async function tableOfToken(db: Db, branchId: number, token: string) {
  const row = await db
    .selectFrom("tables")
    .select(["id", "locales"])
    .where("qr_token", "=", token)
    .where("branch_id", "=", branchId)
    .executeTakeFirst();
  return row ? { id: row.id, locales: parseLocales(row.locales) } : undefined;
}

export const tableName = (locales: ReturnType<typeof parseLocales>, locale: Locale) =>
  nameIn(locales, locale) || locales[0]?.name || "";

/** The tokens of a branch's tables (of one floor when given), issuing any a table does not have yet. */
export async function tokensOfTables(trx: Transaction<DB>, branchId: number, floorId?: number) {
  let query = trx
    .selectFrom("tables")
    .select(["id", "floor_id", "qr_token"])
    .where("branch_id", "=", branchId)
    .orderBy("id");
  if (floorId !== undefined) query = query.where("floor_id", "=", floorId);
  let rows = await query.execute();
  const missing = rows.filter((r) => !r.qr_token);
  for (const row of missing)
    await trx
      .updateTable("tables")
      .set({ qr_token: newPublicToken() })
      .where("id", "=", row.id)
      .where("qr_token", "is", null)
      .execute();
  // Read again: a concurrent listing may have issued some first, and its tokens are the ones kept.
  if (missing.length) rows = await query.execute();
  return rows.map((r) => ({ table_id: r.id, floor_id: r.floor_id, token: r.qr_token ?? "" }));
}

/** A table's address in the customer pages: its branch's with `?t=<token>`. */
export const tableAddress = (branchAddress: string, token: string) =>
  `${branchAddress}?${TABLE_TOKEN_PARAM}=${encodeURIComponent(token)}`;
