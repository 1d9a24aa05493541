import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { BusinessIdParams, ErrorBody, errorResponses } from "../../http/schemas";
import { HttpError, notFound } from "../../errors";
import { nowIso } from "../../db/dialect";
import { hashToken } from "../../plugins/auth";
import type { RouteAccess } from "../../plugins/access";
import { isMember } from "../../shared/scope-checks";
import { recordAudit } from "../../plugins/audit";
import { issueToken } from "../auth/tokens";
import { userInfo } from "../auth/user-info";
import { branches } from "../../../src/domain/resources/branches";
import { findBranch, findLoginCode, LOGIN_QR_PURPOSE, useLoginCode } from "./repository";
import { LoginQrOut, QrLoginBody, QrSessionOut, ReferenceQrOut } from "./schemas";

/** One-time branch app logins live this long (a QR code is scanned right away). */
export const LOGIN_QR_TTL_MS = 5 * 60_000;

// Loaded on the first QR code asked for, not at start.
const qrImage = async (url: string) => {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 1, width: 512 });
};
const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The branch must be in sight (a scoped session sees its own alone); the permission is business-wide. */
const readBranch: RouteAccess = {
  scope: "business",
  area: "branches",
  action: "read",
  branch: { path: "id" },
};

/** The branch QR codes of the top bar (SPEC §2: Menu Qr and Login QR) and the exchange of a login code. */
export const qrRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = [branches.name];

  app.get(
    "/business/:businessId/branches/:id/reference-qr",
    {
      config: { access: readBranch },
      schema: { tags, params: BusinessIdParams, response: { 200: ReferenceQrOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const branch = await findBranch(app.db, businessId, id);
      if (!branch) throw notFound();
      const url = `${trimSlash(app.config.qrAppUrl)}/${encodeURIComponent(branch.slug)}`;
      return { data: { url, image: await qrImage(url) } };
    },
  );

  // A login code makes a new session of the account: a scoped session may not make one (it would widen itself).
  app.get(
    "/business/:businessId/branches/:id/create-login-qr",
    {
      config: { access: readBranch, account: true },
      schema: { tags, params: BusinessIdParams, response: { 200: LoginQrOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const branch = await findBranch(app.db, businessId, id);
      if (!branch) throw notFound();
      const expiresAt = new Date(Date.now() + LOGIN_QR_TTL_MS).toISOString();
      const token = await app.db.transaction().execute(async (trx) => {
        const issued = await issueToken(trx, request.user.id, {
          purpose: LOGIN_QR_PURPOSE,
          scope: { businessId, branchId: id },
          ttlMs: LOGIN_QR_TTL_MS,
        });
        await recordAudit(trx, request, {
          action: "create",
          entity: "login_qr",
          entityId: id,
          businessId,
          branchId: id,
        });
        return issued;
      });
      const query = `/login?token=${encodeURIComponent(token)}`;
      const url = `${trimSlash(app.config.ordersAppUrl)}${query}`;
      return {
        data: {
          url,
          tablet_url: `${trimSlash(app.config.tabletAppUrl)}${query}`,
          image: await qrImage(url),
          expires_at: expiresAt,
        },
      };
    },
  );

  // The orders and tablet apps trade the one-time code for a session of the user who made it, scoped to the code's
  // business and branch: it sees nothing else of the account (plugins/tenancy.ts scopedAccess, auth.ts `account`).
  app.post(
    "/auth/qr-login",
    {
      config: {
        access: { scope: "public" },
        rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs },
      },
      schema: {
        tags: ["Auth"],
        body: QrLoginBody,
        response: { 200: QrSessionOut, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const invalid = () => new HttpError(401, "catalog.qrLoginInvalid");
      const row = await findLoginCode(app.db, hashToken(request.body.token));
      if (!row || row.revoked_at || row.expires_at <= nowIso()) throw invalid();
      // The branch's business as it is now (the join), not as the code remembers it.
      const scope = { businessId: row.business_id, branchId: row.branch_id! };
      const session = await app.db.transaction().execute(async (trx) => {
        // Only one caller can turn the code into a session, however many race for it.
        if (!(await useLoginCode(trx, row.id, nowIso()))) throw invalid();
        if (!(await isMember(trx, row.business_id, row.user_id))) throw invalid();
        return issueToken(trx, row.user_id, { scope });
      });
      return {
        token: session,
        user: await userInfo(app.db, row.user_id, scope),
        business_id: row.business_id,
        branch_id: row.branch_id!,
      };
    },
  );
};
