import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { BusinessType, Locale } from "../../../src/domain/constants";
import { LOCALES } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { localesColumns, type LocaleText } from "../../db/locales";
import { translate } from "../../i18n";
import { addMember } from "../users/repository";

/** A URL-safe branch slug from a name, made unique with a short random suffix (Arabic names fall back to "branch"). */
export async function uniqueBranchSlug(db: Kysely<DB> | Transaction<DB>, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "branch";
  for (;;) {
    const slug = `${base}-${randomBytes(3).toString("hex")}`;
    const taken = await db.selectFrom("branches").select("id").where("slug", "=", slug).executeTakeFirst();
    if (!taken) return slug;
  }
}

/** The same text in every locale, for records created from a single name (registration). */
export const sameInEveryLocale = (name: string): LocaleText[] => LOCALES.map((locale) => ({ locale, name }));
const translatedInEveryLocale = (key: string): LocaleText[] =>
  LOCALES.map((locale: Locale) => ({ locale, name: translate(locale, key) }));

/** A new business with its owner's membership, a first branch and a default menu (registration and business create). */
export async function provisionBusiness(
  trx: Transaction<DB>,
  input: {
    ownerId: number;
    type: BusinessType;
    name: string;
    locales?: LocaleText[];
    logoMediaId?: number | null;
    /** Checked by the caller (isTimeZone); unset, the business runs on the default (UTC) until changed. */
    timeZone?: string;
  },
): Promise<{ businessId: number; branchId: number; menuId: number }> {
  const now = nowIso();
  const business = await trx
    .insertInto("businesses")
    .values({
      owner_id: input.ownerId,
      type: input.type,
      name: input.name,
      ...localesColumns(input.locales ?? sameInEveryLocale(input.name)),
      logo_media_id: input.logoMediaId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await addMember(trx, business.id, input.ownerId, "owner", now);
  // Every date the owner reads is in this zone: a Kuwait restaurant must not start 3 hours off.
  if (input.timeZone)
    await trx
      .insertInto("business_config")
      .values({ business_id: business.id, key: "timezone", value: input.timeZone, updated_at: now })
      .execute();
  const branch = await trx
    .insertInto("branches")
    .values({
      business_id: business.id,
      slug: await uniqueBranchSlug(trx, input.name),
      ...localesColumns(translatedInEveryLocale("defaults.mainBranch")),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const menu = await trx
    .insertInto("menus")
    .values({
      business_id: business.id,
      type: "normal",
      ...localesColumns(translatedInEveryLocale("defaults.mainMenu")),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { businessId: business.id, branchId: branch.id, menuId: menu.id };
}
