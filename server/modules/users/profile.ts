import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { PASSWORD_MIN_LENGTH } from "../../../src/domain/constants";
import { normalizePhone } from "../../../src/domain/phone";
import { nowIso } from "../../db/dialect";
import { validationFailed, type FieldErrors } from "../../errors";
import { DataOf, errorResponses } from "../../http/schemas";
import { recordAudit } from "../../plugins/audit";
import { hashPassword } from "../auth/passwords";
import { revokeSessions } from "../auth/tokens";
import { ACCOUNT_COLUMNS, accountOf, PHOTO_COLUMNS } from "./repository";
import { normalizeEmail } from "./rules";
import { ProfileBody, ProfileOut, profileMessages, type ProfileInput } from "./schemas";

// The signed-in user's own account (SPEC §2 Account Settings, §5 account form). Paths not in SPEC §7:
// GET users/profile and POST users/profile.

async function readProfile(request: FastifyRequest) {
  const row = await request.server.db
    .selectFrom("users")
    .leftJoin("media", "media.id", "users.photo_media_id")
    .select([...ACCOUNT_COLUMNS, ...PHOTO_COLUMNS, "users.updated_at"])
    .where("users.id", "=", request.user.id)
    .executeTakeFirstOrThrow();
  return { ...accountOf(row), updated_at: row.updated_at };
}

async function checkProfile(request: FastifyRequest, body: ProfileInput) {
  const errors: FieldErrors = {};
  const userId = request.user.id;
  const name = body.name.trim();
  if (!name) errors.name = "people.account.nameRequired";
  // SPEC §5 requires the phone; an account made without one (an invitation, a registration) keeps it empty until
  // its person adds one, so a password change is never refused for a field they never had. Once set, it stays.
  const current = await request.server.db
    .selectFrom("users")
    .select("phone")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const phone = body.phone.trim() ? normalizePhone(body.phone) : null;
  if (!body.phone.trim()) {
    if (current.phone) errors.phone = "people.account.phoneRequired";
  } else if (!phone) errors.phone = "people.users.phoneInvalid";
  const email = normalizeEmail(body.email);
  const taken = await request.server.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("id", "!=", userId)
    .executeTakeFirst();
  if (taken) errors.email = "people.users.emailTaken";
  // Both password fields empty: they are omitted and the password stays.
  const password = body.password || undefined;
  if (password && password.length < PASSWORD_MIN_LENGTH)
    errors.password = { key: "people.account.passwordMin", params: { limit: PASSWORD_MIN_LENGTH } };
  if ((password || body.password_confirmation) && password !== (body.password_confirmation || undefined)) {
    errors.password_confirmation = "people.account.passwordMismatch";
  }
  if (body.photo) {
    const media = await request.server.db
      .selectFrom("media")
      .select("id")
      .where("id", "=", body.photo)
      // Their own upload, not yet attached to anything else (or already their photo).
      .where((eb) =>
        eb.or([
          eb.and([eb("uploaded_by", "=", userId), eb("mediable_type", "is", null)]),
          eb.and([eb("mediable_type", "=", "User"), eb("mediable_id", "=", userId)]),
        ]),
      )
      .where("type", "like", "image/%")
      .executeTakeFirst();
    if (!media) errors.photo = "people.account.photoInvalid";
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { name, phone, email, password };
}

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Users"];

  app.get(
    "/users/profile",
    {
      config: { access: { scope: "self" }, account: true },
      schema: { tags, response: { 200: DataOf(ProfileOut), ...errorResponses } },
    },
    async (request) => ({
      data: await readProfile(request),
    }),
  );

  app.post(
    "/users/profile",
    {
      config: { access: { scope: "self" }, account: true, messages: profileMessages },
      schema: { tags, body: ProfileBody, response: { 200: DataOf(ProfileOut), ...errorResponses } },
    },
    async (request) => {
      const userId = request.user.id;
      const form = await checkProfile(request, request.body);
      const passwordHash = form.password ? await hashPassword(form.password) : undefined;
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("users")
          .select(["name", "email", "phone", "photo_media_id"])
          .where("id", "=", userId)
          .executeTakeFirstOrThrow();
        const photo = request.body.photo === undefined ? before.photo_media_id : request.body.photo;
        await trx
          .updateTable("users")
          .set({
            name: form.name,
            phone: form.phone,
            email: form.email,
            ...(form.email !== before.email ? { email_verified_at: null } : {}),
            photo_media_id: photo,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", userId)
          .execute();
        // A new password ends every other session of the account; this one stays signed in.
        if (passwordHash) await revokeSessions(trx, userId, request.user.tokenId);
        if (photo)
          await trx
            .updateTable("media")
            .set({ mediable_type: "User", mediable_id: userId })
            .where("id", "=", photo)
            .execute();
        const after = {
          name: form.name,
          email: form.email,
          phone: form.phone,
          photo_media_id: photo,
          ...(passwordHash ? { password: "changed" } : {}),
        };
        await recordAudit(trx, request, {
          action: "update",
          entity: "profile",
          entityId: userId,
          before,
          after,
        });
      });
      return { data: await readProfile(request) };
    },
  );
};

export default profileRoutes;
