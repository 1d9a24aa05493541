import { describe, expect, it } from "vitest";
import { GENERATED_PASSWORD_LENGTH } from "./constants";
import { PASSWORD_ALPHABETS, generatePassword, hasEveryCharacterClass, randomIndex } from "./password";

describe("generatePassword", () => {
  it("has the SPEC length and every character class", () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(hasEveryCharacterClass(password)).toBe(true);
      expect(
        /[A-Z]/.test(password) &&
          /[a-z]/.test(password) &&
          /\d/.test(password) &&
          /[^A-Za-z0-9]/.test(password),
      ).toBe(true);
    }
  });

  it("uses only characters of its alphabets", () => {
    const allowed = new Set(Object.values(PASSWORD_ALPHABETS).join(""));
    expect([...generatePassword(64)].every((c) => allowed.has(c))).toBe(true);
  });

  it("differs from one call to the next", () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
  });

  it("accepts other lengths and refuses ones below the minimum", () => {
    expect(generatePassword(20)).toHaveLength(20);
    expect(() => generatePassword(3)).toThrow(RangeError);
  });
});

describe("randomIndex", () => {
  it("stays in range and reaches every value", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const value = randomIndex(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
  });
});
