import { describe, expect, it } from "vitest";
import { GENERATED_EMAIL_DOMAIN } from "./constants";
import { generatedEmailFor, normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it("reads local numbers as Kuwaiti and answers E.164", () => {
    expect(normalizePhone("50000001")).toBe("+96550000001");
    expect(normalizePhone("+965 6555 1234")).toBe("+96565551234");
    expect(normalizePhone("96599887766")).toBe("+96599887766");
  });

  it("keeps other countries' numbers", () => {
    expect(normalizePhone("+1 650 253 0000")).toBe("+16502530000");
  });

  it("refuses invalid numbers", () => {
    expect(normalizePhone("12345")).toBeUndefined();
    expect(normalizePhone("abc")).toBeUndefined();
    expect(normalizePhone("")).toBeUndefined();
    expect(normalizePhone(null)).toBeUndefined();
  });
});

describe("generatedEmailFor", () => {
  it("uses the phone digits and the product domain", () => {
    expect(generatedEmailFor("+96550000001")).toBe(`96550000001@${GENERATED_EMAIL_DOMAIN}`);
  });
});
