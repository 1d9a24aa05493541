import { hash, verify } from "@node-rs/argon2";

// The library's default algorithm is argon2id, with its recommended memory and time costs.
export const hashPassword = (password: string) => hash(password);

/**
 * The stored "hash" of an account nobody has chosen a password for yet (a staff invitation to a new e-mail). No
 * argon2 hash looks like it, so no password matches it; login treats it exactly like an unknown e-mail.
 */
export const NO_PASSWORD = "!";

export const hasPassword = (passwordHash: string | null | undefined): passwordHash is string =>
  !!passwordHash && passwordHash !== NO_PASSWORD;

// Verifying against a fixed hash when the user is unknown (or has no password) keeps the answer time the same, so
// e-mails can't be probed.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!hasPassword(passwordHash)) {
    decoyHash ??= hashPassword("decoy-password-never-matches");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
