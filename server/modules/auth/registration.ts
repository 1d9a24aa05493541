import type { FastifyInstance, FastifyRequest } from "fastify";
import { SELECTABLE_BUSINESS_TYPES, type BusinessType } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import { assertValid, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { provisionBusiness } from "../business/provision";
import { isTimeZone } from "../settings/rules";
import { checkCode, consumeCodes } from "./codes";
import { hasPassword, NO_PASSWORD } from "./passwords";
import type { RegisterInput } from "./schemas";

/**
 * Step 3 of registration: the code must still be valid; then the user, their business of the chosen type,
 * its first branch and a default menu are created together, or not at all.
 * An e-mail whose account has no password yet (a staff invitation nobody accepted) is free to register: the code
 * proves the mailbox, so the person takes that account over with their own name and password, and finds its
 * pending invitations in Account Settings. Only what the inviter typed is dropped (the phone).
 */
export async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  body: RegisterInput,
  passwordHash: string,
) {
  assertValid({
    name: !body.name.trim() && "auth.nameRequired",
    businessType:
      !(SELECTABLE_BUSINESS_TYPES as readonly string[]).includes(body.businessType) &&
      "auth.businessTypeRequired",
    businessName: !body.businessName.trim() && "auth.businessNameRequired",
    password_confirmation: body.password_confirmation !== body.password && "validation.passwordConfirmation",
    acceptTerms: !body.acceptTerms && "auth.termsRequired",
    timezone: body.timezone !== undefined && !isTimeZone(body.timezone) && "people.settings.timezone",
  });
  const taken = await app.db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where("email", "=", body.email)
    .executeTakeFirst();
  assertValid({ email: hasPassword(taken?.password_hash) && "auth.emailTaken" });
  await checkCode(app.db, body.email, body.code.trim());

  return app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const account = {
      name: body.name.trim(),
      password_hash: passwordHash,
      email_verified_at: now,
      updated_at: now,
    };
    const user = taken
      ? await trx
          .updateTable("users")
          .set({ ...account, phone: null })
          .where("id", "=", taken.id)
          // Still without a password: the invitation's link may have given it one meanwhile.
          .where("password_hash", "=", NO_PASSWORD)
          .returning("id")
          .executeTakeFirst()
      : await trx
          .insertInto("users")
          .values({ ...account, email: body.email, created_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
    if (!user) throw validationFailed({ email: "auth.emailTaken" });
    const created = await provisionBusiness(trx, {
      ownerId: user.id,
      type: body.businessType as BusinessType,
      name: body.businessName.trim(),
      timeZone: body.timezone,
    });
    request.user = { id: user.id, name: body.name, email: body.email, tokenId: 0 };
    await recordAudit(trx, request, {
      action: "create",
      entity: "business",
      entityId: created.businessId,
      businessId: created.businessId,
      after: { name: body.businessName, type: body.businessType },
    });
    await consumeCodes(trx, body.email);
    return user.id;
  });
}
