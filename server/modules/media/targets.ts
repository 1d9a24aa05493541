import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { PermissionAction, PermissionArea } from "../../../src/domain/constants";
import { PERMISSION_AREAS } from "../../../src/domain/resources";
import type { MediableType } from "../../../src/domain/media";
import { can } from "../../../src/domain/permissions";
import type { DB, MediaTable } from "../../db/schema/index";
import { forbidden, HttpError, notFound } from "../../errors";
import { checkAccess } from "../../plugins/access";
import type { Access } from "../../plugins/tenancy";

// Media routes are open to any signed-in user by declaration (`everyone`): which business a picture is of, and the
// area that guards it, depend on the record it is attached to (named in the body or found on the media row), so
// the check is this module's finer rule, the same membership-then-permission check as the access hook's.

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The permission area guarding each kind of record media can belong to (DESIGN §5): items and their prices →
 * items, categories → categories, services → services, hotels, events, the business itself and media-on-media →
 * business, users → users. Contacts have no table in this product: attaching to one answers 404.
 */
export const AREA_OF: Record<MediableType, PermissionArea> = {
  Item: "items",
  Price: "items",
  Category: "categories",
  Service: "services",
  Event: "business",
  Hotel: "business",
  Business: "business",
  Media: "business",
  User: "users",
  Contact: "business",
};

export interface TargetRef {
  type: MediableType;
  id: number;
}

/** The business a target record belongs to, or undefined when it does not exist (or, for users, is not a member). */
async function businessOfTarget(
  db: Db,
  ref: TargetRef,
  userBusinessId?: number,
): Promise<number | undefined> {
  const one = async (query: Promise<{ business_id: number | null } | undefined>) =>
    (await query)?.business_id ?? undefined;
  switch (ref.type) {
    case "Item":
      return one(db.selectFrom("items").select("business_id").where("id", "=", ref.id).executeTakeFirst());
    case "Price":
      return one(
        db
          .selectFrom("prices")
          .innerJoin("items", "items.id", "prices.item_id")
          .select("items.business_id")
          .where("prices.id", "=", ref.id)
          .executeTakeFirst(),
      );
    case "Category":
      return one(
        db.selectFrom("categories").select("business_id").where("id", "=", ref.id).executeTakeFirst(),
      );
    case "Service":
      return one(db.selectFrom("services").select("business_id").where("id", "=", ref.id).executeTakeFirst());
    case "Event":
      return one(db.selectFrom("events").select("business_id").where("id", "=", ref.id).executeTakeFirst());
    case "Hotel":
      return one(db.selectFrom("hotels").select("business_id").where("id", "=", ref.id).executeTakeFirst());
    case "Business":
      return one(
        db.selectFrom("businesses").select("id as business_id").where("id", "=", ref.id).executeTakeFirst(),
      );
    case "Media":
      return one(db.selectFrom("media").select("business_id").where("id", "=", ref.id).executeTakeFirst());
    case "User":
      // A user belongs to several businesses: the one that matters is the media's, if the user is a member of it.
      if (userBusinessId === undefined) return undefined;
      return one(
        db
          .selectFrom("business_users")
          .select("business_id")
          .where("user_id", "=", ref.id)
          .where("business_id", "=", userBusinessId)
          .executeTakeFirst(),
      );
    default:
      return undefined;
  }
}

/**
 * Whether the user is the signed-in account (whose own photo it may always change). The photo is the account's, not
 * a branch's: a session scoped to a branch (a login QR's) is refused, as on the account's other routes.
 */
function isOwnAccount(request: FastifyRequest, userId: number | undefined): boolean {
  if (request.user.apiKey || userId !== request.user.id) return false;
  if (request.user.scope) throw new HttpError(403, "auth.scopedSession");
  return true;
}

/**
 * Checks the signed-in user may change the target record: it must exist in the expected business (404 otherwise,
 * never revealing which) and the user needs `action` on its area (403). A user may always change their own photo.
 * Answers the target's business id.
 */
export async function authorizeTarget(
  request: FastifyRequest,
  ref: TargetRef,
  options: { businessId?: number; action?: PermissionAction } = {},
): Promise<number> {
  const businessId = await businessOfTarget(request.server.db, ref, options.businessId);
  if (businessId === undefined) throw notFound();
  if (options.businessId !== undefined && businessId !== options.businessId) throw notFound();
  if (ref.type === "User" && isOwnAccount(request, ref.id)) {
    await checkAccess(request, { businessId });
  } else {
    await checkAccess(request, {
      businessId,
      need: { area: AREA_OF[ref.type], action: options.action ?? "update" },
    });
  }
  return businessId;
}

/** Whether the user may create or update anything at all in the business (who may upload files to it). */
export function canWriteSomething(access: Access, businessId: number): boolean {
  return PERMISSION_AREAS.some(
    (area) =>
      can(access, { businessId, area, action: "create" }) ||
      can(access, { businessId, area, action: "update" }),
  );
}

/**
 * Records that use the media through a column rather than a mediable link (a category picture, a service's or
 * hotel's image, a business logo, a user photo), with the area that guards each.
 */
export async function referencingRecords(
  db: Db,
  mediaId: number,
): Promise<{ area: PermissionArea; userId?: number }[]> {
  const [categories, services, hotels, businesses, users] = await Promise.all([
    db.selectFrom("categories").select("id").where("media_id", "=", mediaId).limit(1).execute(),
    db.selectFrom("services").select("id").where("media_id", "=", mediaId).limit(1).execute(),
    db.selectFrom("hotels").select("id").where("media_id", "=", mediaId).limit(1).execute(),
    db.selectFrom("businesses").select("id").where("logo_media_id", "=", mediaId).limit(1).execute(),
    db.selectFrom("users").select("id").where("photo_media_id", "=", mediaId).limit(1).execute(),
  ]);
  return [
    ...categories.map(() => ({ area: "categories" as const })),
    ...services.map(() => ({ area: "services" as const })),
    ...hotels.map(() => ({ area: "business" as const })),
    ...businesses.map(() => ({ area: "business" as const })),
    ...users.map((u) => ({ area: "users" as const, userId: u.id })),
  ];
}

type MediaRow = Pick<MediaTable, "business_id" | "uploaded_by" | "mediable_type" | "mediable_id"> & {
  id: number;
};

/**
 * Who may change or delete a media record: whoever may update the record it belongs to; for a file not yet
 * attached to anything, its uploader or anyone who may write in its business.
 */
export async function authorizeMediaWrite(request: FastifyRequest, media: MediaRow): Promise<void> {
  if (media.business_id === null) {
    if (media.uploaded_by !== request.user.id) throw notFound();
    return;
  }
  const businessId = media.business_id;
  const access = await checkAccess(request, { businessId });
  if (media.mediable_type && media.mediable_id) {
    const ref = { type: media.mediable_type as MediableType, id: media.mediable_id };
    const owner = await businessOfTarget(request.server.db, ref, businessId);
    if (owner === businessId) {
      await authorizeTarget(request, ref, { businessId });
      return;
    }
  }
  const referencing = await referencingRecords(request.server.db, media.id);
  if (referencing.length) {
    for (const { area, userId } of referencing) {
      if (!isOwnAccount(request, userId) && !can(access, { businessId, area, action: "update" }))
        throw forbidden();
    }
    return;
  }
  if (media.uploaded_by !== request.user.id && !canWriteSomething(access, businessId)) throw forbidden();
}

/**
 * Who may read a media record: a member of its business (the pictures the public menu shows), or for a file not yet
 * attached to anything, its uploader.
 */
export async function authorizeMediaRead(
  request: FastifyRequest,
  media: Pick<MediaRow, "business_id" | "uploaded_by">,
) {
  if (media.business_id === null) {
    if (media.uploaded_by !== request.user.id) throw notFound();
    return;
  }
  await checkAccess(request, { businessId: media.business_id });
}
