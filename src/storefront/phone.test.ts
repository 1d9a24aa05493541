import { describe, expect, it } from "vitest";
import { phoneForOrder, typedPhone } from "./phone";

describe("the phone field", () => {
  it("keeps digits, one leading plus and spaces; turns Arabic-Indic digits into Latin ones", () => {
    expect(typedPhone("+965-5123-0077")).toBe("+96551230077");
    expect(typedPhone("٥١٢٣ ٠٠٧٧")).toBe("5123 0077");
    expect(typedPhone("۵۱۲۳۰۰۷۷")).toBe("51230077");
    expect(typedPhone("(965) 5123 0077")).toBe("965 5123 0077");
    expect(typedPhone("abc")).toBe("");
  });

  it("reads Kuwaiti numbers with or without +965 (or 00965) as the server does", () => {
    for (const typed of ["51230077", "5123 0077", "+965 5123 0077", "0096551230077", "٥١٢٣٠٠٧٧"])
      expect(phoneForOrder(typed), typed).toBe("+96551230077");
    expect(phoneForOrder("+44 20 7946 0958")).toBe("+442079460958");
    expect(phoneForOrder("5123")).toBeUndefined();
    expect(phoneForOrder("")).toBeUndefined();
  });
});
