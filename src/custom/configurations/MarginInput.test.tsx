import { describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { Locale } from "../../domain/constants";
import { renderInForm } from "../../resources/shared/testForm";
import { MarginInput } from "./MarginInput";

/** The margin's reading under its field for a number of seconds. */
function readingOf(seconds: number, locale: Locale): string {
  cleanup();
  renderInForm(<MarginInput />, {
    locale,
    defaultValues: { RESERVATIONS_MARGIN: seconds },
    onSubmit: () => {},
  });
  const describedBy = screen.getByRole("spinbutton").getAttribute("aria-describedby") ?? "";
  return document.getElementById(describedBy)?.textContent ?? "";
}

describe("reservations margin", () => {
  it("reads the seconds as hours and minutes, each in its plural form", () => {
    expect(readingOf(5400, "en")).toBe("1 hour and 30 minutes");
    expect(readingOf(5400, "ar")).toBe("ساعة واحدة و30 دقيقة");
    expect(readingOf(7200 + 120, "ar")).toBe("ساعتان ودقيقتان");
    expect(readingOf(3 * 3600 + 11 * 60, "ar")).toBe("3 ساعات و11 دقيقة");
  });

  it("leaves out a part that is zero", () => {
    expect(readingOf(7200, "en")).toBe("2 hours");
    expect(readingOf(7200, "ar")).toBe("ساعتان");
    expect(readingOf(600, "ar")).toBe("10 دقائق");
    expect(readingOf(0, "en")).toBe("0 minutes");
  });
});
