import { createHash, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { validationFailed } from "../../errors";

const hashCode = (email: string, code: string) =>
  createHash("sha256").update(`${email}:${code}`).digest("hex");
const expiry = () => new Date(Date.now() + CODE_TTL_SECONDS * 1000).toISOString();

/** A new 6-digit code for the e-mail; it replaces any earlier one. */
export async function createCode(db: Kysely<DB>, email: string): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("email_codes").where("email", "=", email).execute();
    await trx
      .insertInto("email_codes")
      .values({ email, code_hash: hashCode(email, code), expires_at: expiry(), created_at: nowIso() })
      .execute();
  });
  return code;
}

/**
 * Checks a code: at most CODE_MAX_ATTEMPTS wrong tries, valid for CODE_TTL_SECONDS. A correct code is marked
 * verified and its validity renewed, so registration (step 3) can follow.
 *
 * A try is taken atomically BEFORE the hash is compared: one conditional UPDATE ... SET attempts = attempts + 1
 * WHERE attempts < max. Simultaneous guesses therefore can't all read the same count and all be checked: once
 * max tries are taken, every further one is refused without looking at the code. A correct code gives its try
 * back, so validating and then registering with the right code never uses up the tries.
 */
export async function checkCode(db: Kysely<DB>, email: string, code: string): Promise<void> {
  const row = await db
    .selectFrom("email_codes")
    .select(["id", "code_hash", "expires_at"])
    .where("email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const fail = (key: string) => validationFailed({ code: key });
  if (!row) throw fail("auth.codeMissing");
  if (row.expires_at <= nowIso()) throw fail("auth.codeExpired");
  const taken = await db
    .updateTable("email_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", row.id)
    .where("attempts", "<", CODE_MAX_ATTEMPTS)
    .returning("attempts")
    .executeTakeFirst();
  if (!taken) throw fail("auth.codeTooManyTries");
  if (row.code_hash !== hashCode(email, code)) {
    throw fail(taken.attempts >= CODE_MAX_ATTEMPTS ? "auth.codeTooManyTries" : "auth.codeInvalid");
  }
  await db
    .updateTable("email_codes")
    .set((eb) => ({ attempts: eb("attempts", "-", 1), verified_at: nowIso(), expires_at: expiry() }))
    .where("id", "=", row.id)
    .execute();
}

export async function consumeCodes(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom("email_codes").where("email", "=", email).execute();
}
