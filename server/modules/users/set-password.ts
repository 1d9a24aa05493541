import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { Type } from "typebox";
import { PASSWORD_MIN_LENGTH } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { DataOf, ErrorBody } from "../../http/schemas";
import { assertValid, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { hashPassword, hasPassword, NO_PASSWORD, verifyPassword } from "../auth/passwords";
import { SessionOut } from "../auth/schemas";
import { authLimits, throttle } from "../auth/throttle";
import { issueToken } from "../auth/tokens";
import { userInfo } from "../auth/user-info";
import { acceptInvitation, invitationOfLink } from "./invitation-links";
import { setPasswordByLegacyLink } from "./legacy-link";
import { normalizeEmail } from "./rules";

// The page an invitation's one-time link opens (README Decisions). Whoever holds the link may see which business
// invites and to which e-mail (the inviter knows both), and then:
// - set-password: only for an account nobody has chosen a password for. The password is set, the invitation
//   accepted and a session started, in one transaction; the link is then used up. An account that has a password
//   is never changed through a link (the inviter may hold it): the answer says to sign in instead.
// - accept-invitation: the person signs in with their own e-mail and password, which accepts the invitation when
//   the link is theirs; counted like login, and refused exactly like a wrong password.

const Token = Type.String({ minLength: 1, maxLength: 200 });
const TokenBody = Type.Object({ token: Token });
const SetPasswordBody = Type.Object({
  token: Token,
  password: Type.String({ maxLength: 255 }),
  password_confirmation: Type.String({ maxLength: 255 }),
});
const AcceptBody = Type.Object({
  token: Token,
  email: Type.String({ minLength: 1, maxLength: 255, format: "email" }),
  password: Type.String({ minLength: 1, maxLength: 255 }),
});
const InvitationOut = Type.Object({
  business: Type.String(),
  inviter: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
});

const invalidLink = () => validationFailed({ token: "mail.linkInvalid" }, "mail.linkInvalid");
const signInInstead = () => validationFailed({ token: "mail.linkSignIn" }, "mail.linkSignIn");
const invalidCredentials = () =>
  validationFailed({ email: "auth.invalidCredentials" }, "auth.invalidCredentials");

/** Audits name the person acting: the one the link or the password identified (nobody is signed in yet). */
const actingAs = (request: FastifyRequest, userId: number) => {
  request.user = { id: userId, name: "", email: "", tokenId: 0 };
};

async function acceptAndAudit(
  trx: Transaction<DB>,
  request: FastifyRequest,
  invitationId: number,
  userId: number,
  now: string,
) {
  const businessId = await acceptInvitation(trx, invitationId, userId, now);
  if (businessId === undefined) throw invalidLink();
  await recordAudit(trx, request, {
    action: "accept",
    entity: "invitation",
    entityId: invitationId,
    businessId,
    after: { user_id: userId, status: "accepted" },
  });
}

const setPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Auth"];
  const limited = {
    access: { scope: "public" } as const,
    rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs },
  };

  app.post(
    "/auth/invitation",
    {
      config: limited,
      schema: {
        tags,
        body: TokenBody,
        response: { 200: DataOf(InvitationOut), 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const invitation = await invitationOfLink(app.db, request.body.token);
      if (!invitation) throw invalidLink();
      return {
        data: {
          business: invitation.business_name,
          inviter: invitation.inviter_name,
          email: invitation.email ?? "",
        },
      };
    },
  );

  app.post(
    "/auth/set-password",
    {
      config: limited,
      schema: { tags, body: SetPasswordBody, response: { 200: SessionOut, 422: ErrorBody, 429: ErrorBody } },
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
      const invitation = await invitationOfLink(app.db, token);
      if (invitation && hasPassword(invitation.password_hash)) throw signInInstead();
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        if (!invitation) {
          const legacyUser = await setPasswordByLegacyLink(trx, request, token, passwordHash);
          if (legacyUser === undefined) throw invalidLink();
          return legacyUser;
        }
        // Only while the account still has no password: registering the e-mail may have given it one meanwhile.
        const set = await trx
          .updateTable("users")
          // A mailed link proves the mailbox; one the inviter handed over does not.
          .set({
            password_hash: passwordHash,
            updated_at: now,
            ...(invitation.link_mailed ? { email_verified_at: now } : {}),
          })
          .where("id", "=", invitation.user_id)
          .where("password_hash", "=", NO_PASSWORD)
          .executeTakeFirst();
        if (Number(set.numUpdatedRows) !== 1) throw signInInstead();
        actingAs(request, invitation.user_id);
        await recordAudit(trx, request, {
          action: "set_password",
          entity: "user",
          entityId: invitation.user_id,
          after: { password: "set" },
        });
        await acceptAndAudit(trx, request, invitation.id, invitation.user_id, now);
        return invitation.user_id;
      });
      return { token: await issueToken(app.db, userId), user: await userInfo(app.db, userId) };
    },
  );

  app.post(
    "/auth/accept-invitation",
    {
      // Counted as sign-ins: the same per-address and per-account limits as login.
      preHandler: throttle(app, authLimits(app, "login")),
      config: { access: { scope: "public" } },
      schema: { tags, body: AcceptBody, response: { 200: SessionOut, 422: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      const { token, password } = request.body;
      const user = await app.db
        .selectFrom("users")
        .select(["id", "password_hash"])
        .where("email", "=", normalizeEmail(request.body.email))
        .executeTakeFirst();
      if (!(await verifyPassword(user?.password_hash, password)) || !user) throw invalidCredentials();
      const invitation = await invitationOfLink(app.db, token);
      // Someone else's invitation is no business of this account: the same answer as a used link.
      if (!invitation || invitation.user_id !== user.id) throw invalidLink();
      await app.db.transaction().execute(async (trx) => {
        actingAs(request, user.id);
        await acceptAndAudit(trx, request, invitation.id, user.id, nowIso());
      });
      return { token: await issueToken(app.db, user.id), user: await userInfo(app.db, user.id) };
    },
  );
};

export default setPasswordRoutes;
