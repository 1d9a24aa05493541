import type { FastifyInstance, FastifyRequest } from "fastify";
import { SELECTABLE_BUSINESS_TYPES, type BusinessType } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import { assertValid } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { provisionBusiness } from "../business/provision";
import { checkCode, consumeCodes } from "./codes";
import type { RegisterInput } from "./schemas";

/**
 * Step 3 of registration: the code must still be valid; then the user, their business of the chosen type,
 * its first branch and a default menu are created together, or not at all.
 */
export async function register(app: FastifyInstance, request: FastifyRequest, body: RegisterInput, passwordHash: string) {
  assertValid({
    name: !body.name.trim() && "auth.nameRequired",
    businessType: !(SELECTABLE_BUSINESS_TYPES as readonly string[]).includes(body.businessType) && "auth.businessTypeRequired",
    businessName: !body.businessName.trim() && "auth.businessNameRequired",
    password_confirmation: body.password_confirmation !== body.password && "validation.passwordConfirmation",
    acceptTerms: !body.acceptTerms && "auth.termsRequired",
  });
  const taken = await app.db.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirst();
  assertValid({ email: !!taken && "auth.emailTaken" });
  await checkCode(app.db, body.email, body.code.trim());

  return app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const user = await trx
      .insertInto("users")
      .values({
        name: body.name.trim(),
        email: body.email,
        password_hash: passwordHash,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const created = await provisionBusiness(trx, {
      ownerId: user.id,
      type: body.businessType as BusinessType,
      name: body.businessName.trim(),
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
