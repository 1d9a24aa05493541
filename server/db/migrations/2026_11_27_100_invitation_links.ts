import { sql, type Kysely } from "kysely";

// Frozen in time: never import application code here.
// Adding staff only invites, for a new e-mail as for a registered one (the issue "account squatting and e-mail
// enumeration through staff creation"). An invitation therefore keeps what the inviter typed (name, e-mail, phone):
// the users list shows that, never the account behind it, so the list cannot tell whether the e-mail had one. It
// also holds its one-time link (only the token's SHA-256, its expiry, and whether it was e-mailed, which alone
// proves the mailbox). Invitations may now also be `canceled` by the business (status is free text).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["name", "email", "phone", "link_hash", "link_expires_at"])
    await db.schema.alterTable("invitations").addColumn(column, "text").execute();
  await db.schema
    .alterTable("invitations")
    .addColumn("link_mailed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("invitations_link_idx")
    .on("invitations")
    .column("link_hash")
    .unique()
    .execute();
  // The business's list of people it invited, pending first.
  await db.schema
    .createIndex("invitations_business_status_idx")
    .on("invitations")
    .columns(["business_id", "status", "id"])
    .execute();
  // Invitations made before this kept no e-mail of their own: the account's is the one that was typed.
  await sql`update invitations set email = (select email from users where users.id = invitations.user_id)
    where email is null`.execute(db);
  // Links of the old invitation e-mails (api_tokens "set-password") are still honoured until they expire: they
  // only ever went to the mailbox itself (server/modules/users/set-password.ts).
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("invitations_business_status_idx").ifExists().execute();
  await db.schema.dropIndex("invitations_link_idx").ifExists().execute();
  for (const column of ["link_mailed", "link_expires_at", "link_hash", "phone", "email", "name"])
    await db.schema.alterTable("invitations").dropColumn(column).execute();
}
