import { afterEach, describe, expect, it } from "vitest";
import { getCurrentLocale, setCurrentLocale } from "./locale";

afterEach(() => setCurrentLocale("en"));

describe("the chosen language", () => {
  it("is kept for the app and told to the server, which sends the next first page in it", () => {
    setCurrentLocale("ar");
    expect(getCurrentLocale()).toBe("ar");
    expect(localStorage.getItem("locale")).toBe("ar");
    expect(document.cookie).toContain("locale=ar");
    setCurrentLocale("en");
    expect(document.cookie).toContain("locale=en");
    expect(document.cookie).not.toContain("locale=ar");
  });
});
