import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { PASSWORD_MIN_LENGTH } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import { ErrorBody } from "../../http/schemas";
import { assertValid, validationFailed } from "../../errors";
import { hashToken } from "../../plugins/auth";
import { recordAudit } from "../../plugins/audit";
import { hashPassword } from "../auth/passwords";
import { SessionOut } from "../auth/schemas";
import { issueToken, revokeSessions } from "../auth/tokens";
import { userInfo } from "../auth/user-info";
import { SET_PASSWORD_PURPOSE } from "./service";

const SetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 255 }),
  password_confirmation: Type.String({ maxLength: 255 }),
});

/**
 * The page an invitation e-mail links to trades its one-time token and a chosen password for a session: the
 * account gets the password, its e-mail counts as verified (the link reached that mailbox), and the link is used
 * up in one conditional UPDATE, so two submits cannot both succeed.
 */
const setPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    "/auth/set-password",
    {
      config: {
        public: true,
        rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs },
      },
      schema: {
        tags: ["Auth"],
        body: SetPasswordBody,
        response: { 200: SessionOut, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { token, password, password_confirmation: confirmation } = request.body;
      assertValid({
        password: password.length < PASSWORD_MIN_LENGTH && {
          key: "validation.minLength",
          params: { limit: PASSWORD_MIN_LENGTH },
        },
        password_confirmation: confirmation !== password && "validation.passwordConfirmation",
      });
      const invalidLink = () => validationFailed({ token: "mail.linkInvalid" }, "mail.linkInvalid");
      const row = await app.db
        .selectFrom("api_tokens")
        .select(["id", "user_id", "expires_at", "revoked_at"])
        .where("token_hash", "=", hashToken(token))
        .where("purpose", "=", SET_PASSWORD_PURPOSE)
        .executeTakeFirst();
      if (!row || row.revoked_at || row.expires_at <= nowIso()) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const session = await app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const used = await trx
          .updateTable("api_tokens")
          .set({ revoked_at: now, last_used_at: now })
          .where("id", "=", row.id)
          .where("revoked_at", "is", null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw invalidLink();
        // Whoever held an older password or link is signed out: the new password is the only way in.
        await revokeSessions(trx, row.user_id);
        await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, email_verified_at: now, updated_at: now })
          .where("id", "=", row.user_id)
          .execute();
        request.user = { id: row.user_id, name: "", email: "", tokenId: 0 };
        await recordAudit(trx, request, {
          action: "set_password",
          entity: "user",
          entityId: row.user_id,
          after: { password: "set" },
        });
        return issueToken(trx, row.user_id);
      });
      return { token: session, user: await userInfo(app.db, row.user_id) };
    },
  );
};

export default setPasswordRoutes;
