import type { Kysely } from "kysely";
import { DEFAULT_CURRENCY } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { ACCOUNT_COLUMNS, accountOf, PHOTO_COLUMNS } from "../users/repository";

/** The signed-in user as the dashboard needs it (SPEC §3 User; DESIGN §5). Five queries, whatever the size. */
export async function userInfo(db: Kysely<DB>, userId: number) {
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
    .select(["businesses.id", "businesses.name", "businesses.type", "businesses.locales", "businesses.currency"])
    .select(["business_users.role", "media.src as logo_src"])
    .where("business_users.user_id", "=", userId)
    .orderBy("businesses.id")
    .execute();
  const ids = businesses.map((b) => b.id);
  const [branches, menus, permissions, hotels] = await Promise.all([
    ids.length
      ? db.selectFrom("branches").select(["id", "business_id", "slug", "locales"]).where("business_id", "in", ids).orderBy("id").execute()
      : [],
    ids.length
      ? db.selectFrom("menus").select(["id", "business_id", "type", "locales"]).where("business_id", "in", ids).orderBy("id").execute()
      : [],
    db.selectFrom("permissions").select("permission").where("user_id", "=", userId).orderBy("permission").execute(),
    ids.length ? db.selectFrom("hotels").select(["id", "name"]).where("business_id", "in", ids).orderBy("id").execute() : [],
  ]);
  const isBusinessOwner = businesses.some((b) => b.role === "owner");
  return {
    ...accountOf(user),
    type: isBusinessOwner ? "owner" : "staff",
    currency: businesses[0]?.currency ?? DEFAULT_CURRENCY,
    is_business_owner: isBusinessOwner,
    permissions: permissions.map((p) => p.permission),
    hotels: hotels.map((h) => ({ id: h.id, name: h.name })),
    business: businesses.map((b) => ({
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
