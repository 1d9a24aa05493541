import { describe, expect, it } from "vitest";
import { liveArabic } from "../i18n/live.ar";
import { liveEnglish } from "../i18n/live.en";
import { waiterCallText } from "./waiterCall";

/** The app's messages of app.live.*, with their %{params} filled in as the dashboard's translate does. */
const translator =
  (messages: Record<string, unknown>) =>
  (key: string, params: Record<string, unknown> = {}) =>
    String(messages[key.replace("app.live.", "")]).replace(/%\{(\w+)\}/g, (_, name: string) =>
      String(params[name]),
    );

describe("a waiter call's text", () => {
  it("names the table in the reader's language, with the guest's note, else the other language's name", () => {
    const en = translator(liveEnglish);
    const ar = translator(liveArabic);
    const call = { table_id: 3, table: { en: "Table 3", ar: "طاولة 3" }, note: "  Water please " };
    expect(waiterCallText(call, "en", en)).toBe("Table 3 is calling a waiter: “Water please”");
    expect(waiterCallText(call, "ar", ar)).toBe("طاولة 3 تطلب النادل: «Water please»");
    expect(waiterCallText({ table_id: 3, table: { en: "Terrace 1" }, note: "" }, "ar", ar)).toBe(
      "Terrace 1 تطلب النادل",
    );
    expect(waiterCallText({ table_id: 9 }, "en", en)).toBe("#9 is calling a waiter");
  });
});
