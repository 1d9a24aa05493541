import type { Kysely } from "kysely";
import { DEFAULT_CURRENCY } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import type { SessionScope } from "../../plugins/tenancy";
import { parseLocales } from "../../db/locales";
import { ACCOUNT_COLUMNS, accountOf, PHOTO_COLUMNS } from "../users/repository";

/**
 * The signed-in user as the dashboard needs it (SPEC §3 User; DESIGN §5). Five queries, whatever the size. A scoped
 * session (a login QR's) sees its business with its branch alone and that branch's permissions, as its Access does
 * (plugins/tenancy.ts scopedAccess), and `session_scope` tells the apps so.
 */
export async function userInfo(db: Kysely<DB>, userId: number, scope?: SessionScope) {
  const user = await db
    .selectFrom("users")
    .leftJoin("media", "media.id", "users.photo_media_id")
    .select([...ACCOUNT_COLUMNS, ...PHOTO_COLUMNS])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  const businesses = await db
    .selectFrom("business_users")
    .innerJoin("businesses", "businesses.id", "business_users.business_id")
    .leftJoin("media", "media.id", "businesses.logo_media_id")
    .select([
      "businesses.id",
      "businesses.name",
      "businesses.type",
      "businesses.locales",
      "businesses.currency",
    ])
    .select(["business_users.role", "media.src as logo_src"])
    .where("business_users.user_id", "=", userId)
    .$if(!!scope, (q) => q.where("businesses.id", "=", scope!.businessId))
    .orderBy("businesses.id")
    .execute();
  const ids = businesses.map((b) => b.id);
  const [branches, menus, permissions, hotels] = await Promise.all([
    ids.length
      ? db
          .selectFrom("branches")
          .select(["id", "business_id", "slug", "locales"])
          .where("business_id", "in", ids)
          .$if(!!scope, (q) => q.where("id", "=", scope!.branchId))
          .orderBy("id")
          .execute()
      : [],
    ids.length
      ? db
          .selectFrom("menus")
          .select(["id", "business_id", "type", "locales"])
          .where("business_id", "in", ids)
          .orderBy("id")
          .execute()
      : [],
    db
      .selectFrom("permissions")
      .select("permission")
      .where("user_id", "=", userId)
      .$if(!!scope, (q) => q.where("branch_id", "=", scope!.branchId))
      .orderBy("permission")
      .execute(),
    ids.length
      ? db.selectFrom("hotels").select(["id", "name"]).where("business_id", "in", ids).orderBy("id").execute()
      : [],
  ]);
  // A scope whose branch is gone sees nothing, as its Access does.
  const inSight = !scope || branches.length > 0;
  const shown = inSight ? businesses : [];
  const isBusinessOwner = shown.some((b) => b.role === "owner");
  return {
    ...accountOf(user),
    type: isBusinessOwner ? "owner" : "staff",
    currency: shown[0]?.currency ?? DEFAULT_CURRENCY,
    is_business_owner: isBusinessOwner,
    session_scope: scope ? { business_id: scope.businessId, branch_id: scope.branchId } : null,
    permissions: inSight ? permissions.map((p) => p.permission) : [],
    hotels: inSight ? hotels.map((h) => ({ id: h.id, name: h.name })) : [],
    business: shown.map((b) => ({
      id: b.id,
      name: b.name,
      type: b.type,
      currency: b.currency,
      locales: parseLocales(b.locales),
      media: b.logo_src ? { src: b.logo_src } : null,
      is_owner: b.role === "owner",
      branches: branches
        .filter((br) => br.business_id === b.id)
        .map((br) => ({ id: br.id, slug: br.slug, locales: parseLocales(br.locales) })),
      menus: menus
        .filter((m) => m.business_id === b.id)
        .map((m) => ({ id: m.id, type: m.type, locales: parseLocales(m.locales) })),
    })),
  };
}

export type UserInfo = Awaited<ReturnType<typeof userInfo>>;
