import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { inChunks } from "../../db/in-chunks";
import { nameIn, parseLocales } from "../../db/locales";
import type { Locale } from "../../../src/domain/constants";
import { permissionString } from "../../../src/domain/permissions";
import { USER_PREFERENCE_KEYS } from "../settings/keys";

export interface BranchNotification {
  businessId: number;
  branchId: number;
  /** Who is told: members who may read this area in the branch. */
  area: "orders" | "reservations";
  /** e.g. "new-order", "new-reservation", "update-reservation" */
  type: string;
  text: { en: string; ar: string };
  data?: Record<string, unknown>;
}

/** Who a branch's notification of an area goes to, and the branch's names that lead its text. */
export interface BranchReaders {
  recipients: number[];
  names: ReturnType<typeof parseLocales>;
}

/**
 * The members of the business who may read the area in that branch (the owner always; staff holding
 * `branch.{branchId}.{area}.read`), less those whose preference ReceiveOrderNotifications is false.
 */
export async function branchReaders(
  db: Kysely<DB> | Transaction<DB>,
  { businessId, branchId, area }: Pick<BranchNotification, "businessId" | "branchId" | "area">,
): Promise<BranchReaders> {
  const members = await db
    .selectFrom("business_users")
    .select(["user_id", "role"])
    .where("business_id", "=", businessId)
    .execute();
  const staffIds = members.filter((m) => m.role === "staff").map((m) => m.user_id);
  const permitted = staffIds.length
    ? await db
        .selectFrom("permissions")
        .select("user_id")
        .where("business_id", "=", businessId)
        .where("permission", "=", permissionString(branchId, area, "read"))
        .where("user_id", "in", staffIds)
        .execute()
    : [];
  const readers = new Set([
    ...members.filter((m) => m.role === "owner").map((m) => m.user_id),
    ...permitted.map((p) => p.user_id),
  ]);
  if (!readers.size) return { recipients: [], names: [] };
  const optedOut = await db
    .selectFrom("settings")
    .select("scope_id")
    .where("scope", "=", "user")
    .where("key", "=", USER_PREFERENCE_KEYS.receiveOrderNotifications)
    .where("scope_id", "in", [...readers])
    .where("data", "=", "false")
    .execute();
  for (const row of optedOut) readers.delete(row.scope_id);
  const recipients = [...readers].sort((a, b) => a - b);
  if (!recipients.length) return { recipients, names: [] };
  // Order numbers repeat per branch: every notification names its branch, in each language, before its text.
  const branch = await db
    .selectFrom("branches")
    .select("locales")
    .where("id", "=", branchId)
    .executeTakeFirst();
  return { recipients, names: parseLocales(branch?.locales) };
}

/**
 * One notification for every reader of the area in that branch (branchReaders). Call inside the write's
 * transaction, with the readers when the caller read them before it. Returns the ids of the users notified.
 */
export async function notifyBranch(
  db: Kysely<DB> | Transaction<DB>,
  notification: BranchNotification,
  readers?: BranchReaders,
): Promise<number[]> {
  return (await notifyBranches(db, [{ notification, readers }]))[0];
}

/** Many notifications written in one statement (a rush of orders written together), each as notifyBranch would. */
export async function notifyBranches(
  db: Kysely<DB> | Transaction<DB>,
  list: readonly { notification: BranchNotification; readers?: BranchReaders }[],
): Promise<number[][]> {
  const createdAt = nowIso();
  const told: number[][] = [];
  const rows = [];
  for (const { notification, readers } of list) {
    const { recipients, names } = readers ?? (await branchReaders(db, notification));
    told.push(recipients);
    if (!recipients.length) continue;
    const named = (locale: Locale, text: string) => {
      const name = nameIn(names, locale);
      return name ? `${name} · ${text}` : text;
    };
    const data = JSON.stringify({
      ...notification.data,
      branch: { en: nameIn(names, "en"), ar: nameIn(names, "ar") },
      en: named("en", notification.text.en),
      ar: named("ar", notification.text.ar),
    });
    for (const userId of recipients)
      rows.push({
        user_id: userId,
        business_id: notification.businessId,
        branch_id: notification.branchId,
        type: notification.type,
        data,
        read_at: null,
        created_at: createdAt,
      });
  }
  await inChunks(rows, 7, (chunk) => db.insertInto("notifications").values(chunk).execute());
  return told;
}
