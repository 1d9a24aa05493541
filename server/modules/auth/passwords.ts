import { hash, verify } from "@node-rs/argon2";

// The library's default algorithm is argon2id, with its recommended memory and time costs.
export const hashPassword = (password: string) => hash(password);

// Verifying against a fixed hash when the user is unknown keeps the answer time the same, so e-mails can't be probed.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword("decoy-password-never-matches");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
