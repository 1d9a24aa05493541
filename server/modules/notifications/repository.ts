import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { nowIso } from "../../db/dialect";
import { paginate, type PageParams } from "../../db/pagination";
import type { DB, NotificationsTable } from "../../db/schema/index";
import type { SessionScope } from "../../plugins/tenancy";

// The signed-in user's notifications (SPEC §2 bell, §3 Notification): a user only ever reads their own.

type Db = Kysely<DB> | Transaction<DB>;

/** Whose notifications: the user, of one business when asked, and a scoped session's (a login QR's) scope. */
export interface Reader {
  userId: number;
  businessId?: number;
  scope?: SessionScope;
}

const COLUMNS = ["id", "type", "business_id", "branch_id", "data", "created_at", "read_at"] as const;

export type NotificationRow = Pick<
  NotificationsTable,
  "type" | "data" | "read_at" | "created_at" | "branch_id" | "business_id"
> & { id: number };

/**
 * The bell follows the selected business (`businessId`): a user of several businesses sees, counts and clears the
 * notifications of the one they work in. Without it, all of theirs (API clients, SPEC's plain call). Notifications
 * are found by their user, not through Access, so a scoped session is held to its scope here: those of its business,
 * business-wide or of its branch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ofReader<Q extends { where: (...args: any[]) => Q }>(query: Q, reader: Reader): Q {
  const own = query.where("user_id", "=", reader.userId);
  const asked = reader.businessId === undefined ? own : own.where("business_id", "=", reader.businessId);
  const scope = reader.scope;
  if (!scope) return asked;
  return asked
    .where("business_id", "=", scope.businessId)
    .where((eb: ExpressionBuilder<DB, "notifications">) =>
      eb.or([eb("branch_id", "is", null), eb("branch_id", "=", scope.branchId)]),
    );
}

/** A page of the reader's notifications, newest first. */
export const pageOfNotifications = (db: Db, reader: Reader, page: PageParams) =>
  paginate(ofReader(db.selectFrom("notifications").select(COLUMNS), reader).orderBy("id", "desc"), page, {
    id: "notifications.id",
  });

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const row = await ofReader(
    db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("read_at", "is", null),
    reader,
  ).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks the given notifications (or, without ids, all unread ones) read; answers how many changed. */
export async function markRead(db: Db, reader: Reader, ids: number[] | undefined): Promise<number> {
  let query = ofReader(
    db.updateTable("notifications").set({ read_at: nowIso() }).where("read_at", "is", null),
    reader,
  );
  if (ids) query = ids.length ? query.where("id", "in", ids) : query.where("id", "=", -1);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const findNotification = (db: Db, reader: Reader, id: number) =>
  ofReader(db.selectFrom("notifications").select(COLUMNS).where("id", "=", id), reader).executeTakeFirst();

export async function markOneRead(db: Db, id: number, readAt: string): Promise<void> {
  await db.updateTable("notifications").set({ read_at: readAt }).where("id", "=", id).execute();
}
