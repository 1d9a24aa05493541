import { describe, expect, it } from "vitest";
import { validLink } from "./linkRules";

describe("validLink (Website, Facebook and other social links)", () => {
  it("accepts http(s) addresses and an empty value", () => {
    expect(validLink("https://facebook.com/gulfbites")).toBeUndefined();
    expect(validLink("http://example.com")).toBeUndefined();
    expect(validLink("")).toBeUndefined();
    expect(validLink(undefined)).toBeUndefined();
  });
  it("refuses bare names and other schemes with the readable message", () => {
    expect(validLink("gulfbites")).toBe("app.settings.validation.link");
    expect(validLink("facebook.com/gulfbites")).toBe("app.settings.validation.link");
    expect(validLink("javascript:alert(1)")).toBe("app.settings.validation.link");
  });
});
