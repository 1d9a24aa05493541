import { GENERATED_PASSWORD_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

// SPEC §5: a user created without a password gets a random one of 12 characters with upper, lower, digit and symbol.
// crypto.getRandomValues exists in browsers and in Node, so the dashboard and the server share this.

export const PASSWORD_ALPHABETS = {
  upper: "ABCDEFGHJKLMNPQRSTUVWXYZ",
  lower: "abcdefghijkmnopqrstuvwxyz",
  digit: "23456789",
  symbol: "!@#$%^&*()-_=+?",
} as const;

/** An unbiased random integer in [0, limit), by rejection sampling. */
export function randomIndex(limit: number): number {
  if (!Number.isInteger(limit) || limit <= 0 || limit > 2 ** 32) throw new RangeError("limit out of range");
  const ceiling = Math.floor(2 ** 32 / limit) * limit;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < ceiling) return buffer[0] % limit;
  }
}

const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)];

/** A random password with at least one character of each class, in random order. */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  const classes = Object.values(PASSWORD_ALPHABETS);
  if (length < Math.max(classes.length, PASSWORD_MIN_LENGTH)) throw new RangeError("password too short");
  const all = classes.join("");
  const chars = [...classes.map(pick), ...Array.from({ length: length - classes.length }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}

/** Whether a password has every character class the generator guarantees. */
export const hasEveryCharacterClass = (password: string) =>
  Object.values(PASSWORD_ALPHABETS).every((alphabet) => [...password].some((c) => alphabet.includes(c)));
