import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";

// The reads of sign-in and registration that are not tokens or codes (tokens.ts, codes.ts).

/** The account of an e-mail (lower-cased) and its password hash, to sign in or to tell a registration it is taken. */
export const accountByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", email).executeTakeFirst();

/** The development outbox (mails not sent for want of an SMTP server), newest first. */
export const outboxOf = (db: Kysely<DB>, email: string) =>
  db
    .selectFrom("outbox")
    .select(["email", "subject", "text", "code", "created_at"])
    .where("email", "=", email)
    .orderBy("id", "desc")
    .limit(20)
    .execute();
