import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { SELECTABLE_BUSINESS_TYPES } from "../../../src/domain/constants";
import { isProduction } from "../../config";
import { validationFailed } from "../../errors";
import { pickLocale, translate } from "../../i18n";
import { DataOf, ErrorBody, NullableString } from "../../http/schemas";
import { checkCode, createCode } from "./codes";
import { codeMail } from "./code-mail";
import { sendMail } from "./mailer";
import { hashPassword, hasPassword, verifyPassword } from "./passwords";
import { register } from "./registration";
import { accountByEmail, outboxOf } from "./repository";
import {
  LoginBody,
  MessageOut,
  RegisterBody,
  SendCodeBody,
  SessionOut,
  UserInfoOut,
  ValidateCodeBody,
  authErrors,
  registerMessages,
} from "./schemas";
import { authLimits, codeSendLimit, throttle } from "./throttle";
import { issueToken, revokeSessions, revokeToken } from "./tokens";
import { userInfo } from "./user-info";

const normalizeEmail = (email: string) => email.trim().toLowerCase();

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Counted per client address and per account (e-mail), see throttle.ts; send-code also per mailed e-mail.
  const limited = (route: string, ...extra: ReturnType<typeof codeSendLimit>[]) => ({
    preHandler: throttle(app, [...authLimits(app, route), ...extra]),
  });
  const tags = ["Auth"];

  app.post(
    "/auth/login",
    {
      ...limited("login"),
      config: { access: { scope: "public" } },
      schema: { tags, body: LoginBody, response: { 200: SessionOut, ...authErrors } },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await accountByEmail(app.db, email);
      if (!(await verifyPassword(user?.password_hash, request.body.password)) || !user) {
        throw validationFailed({ email: "auth.invalidCredentials" }, "auth.invalidCredentials");
      }
      const token = await issueToken(app.db, user.id);
      return { token, user: await userInfo(app.db, user.id) };
    },
  );

  app.post(
    "/auth/send-code",
    {
      ...limited("send-code", codeSendLimit(app)),
      config: { access: { scope: "public" } },
      schema: { tags, body: SendCodeBody, response: { 200: MessageOut, ...authErrors } },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const locale = pickLocale(request.headers);
      const taken = await accountByEmail(app.db, email);
      // An account nobody has chosen a password for (a staff invitation) is no registration yet: the code goes out
      // as for a new e-mail, so whoever asks learns nothing about invitations, and the mailbox's owner may register.
      if (hasPassword(taken?.password_hash)) throw validationFailed({ email: "auth.emailTaken" });
      const code = await createCode(app.db, email);
      await sendMail(app, { to: email, ...codeMail(locale, code), code });
      return { message: translate(locale, "auth.codeSent", { email }) };
    },
  );

  app.post(
    "/auth/validate-code",
    {
      ...limited("validate-code"),
      config: { access: { scope: "public" } },
      schema: { tags, body: ValidateCodeBody, response: { 200: MessageOut, ...authErrors } },
    },
    async (request) => {
      await checkCode(app.db, normalizeEmail(request.body.email), request.body.code.trim());
      return { message: translate(pickLocale(request.headers), "auth.codeValid") };
    },
  );

  app.post(
    "/auth/register",
    {
      ...limited("register"),
      config: { access: { scope: "public" }, messages: registerMessages },
      schema: { tags, body: RegisterBody, response: { 201: SessionOut, ...authErrors } },
    },
    async (request, reply) => {
      const body = { ...request.body, email: normalizeEmail(request.body.email) };
      const userId = await register(app, request, body, await hashPassword(body.password));
      const token = await issueToken(app.db, userId);
      return reply.status(201).send({ token, user: await userInfo(app.db, userId) });
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { access: { scope: "self" } },
      schema: { tags, response: { 204: Type.Null(), 401: ErrorBody } },
    },
    async (request, reply) => {
      await revokeToken(app.db, request.user.tokenId);
      return reply.status(204).send(null);
    },
  );

  // Log out everywhere: every session of the account ends, this one included (Account Settings).
  app.post(
    "/auth/logout-all",
    {
      config: { access: { scope: "self" }, account: true },
      schema: { tags, response: { 200: DataOf(Type.Object({ revoked: Type.Integer() })), 401: ErrorBody } },
    },
    async (request) => ({
      data: { revoked: await revokeSessions(app.db, request.user.id) },
    }),
  );

  app.get(
    "/business-types",
    {
      config: { access: { scope: "public" } },
      schema: {
        tags,
        response: { 200: DataOf(Type.Array(Type.Object({ id: Type.String(), name: Type.String() }))) },
      },
    },
    async (request) => {
      const locale = pickLocale(request.headers);
      return {
        data: SELECTABLE_BUSINESS_TYPES.map((id) => ({ id, name: translate(locale, `businessTypes.${id}`) })),
      };
    },
  );

  app.get(
    "/users/info",
    {
      config: { access: { scope: "self" } },
      schema: { tags: ["Users"], response: { 200: DataOf(UserInfoOut), 401: ErrorBody } },
    },
    async (request) => ({
      data: await userInfo(app.db, request.user.id, request.user.scope),
    }),
  );

  if (!isProduction(app.config)) {
    // Development outbox: the mails that were not sent because no SMTP server is configured.
    app.get(
      "/dev/outbox",
      {
        config: { access: { scope: "public" } },
        schema: {
          tags: ["Development"],
          querystring: Type.Object({ email: Type.String({ minLength: 1 }) }),
          response: {
            200: DataOf(
              Type.Array(
                Type.Object({
                  email: Type.String(),
                  subject: Type.String(),
                  text: Type.String(),
                  code: NullableString,
                  created_at: Type.String(),
                }),
              ),
            ),
            422: ErrorBody,
          },
        },
      },
      async (request) => ({ data: await outboxOf(app.db, normalizeEmail(request.query.email)) }),
    );
  }
};

export default authRoutes;
