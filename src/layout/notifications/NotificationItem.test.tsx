import { describe, expect, it } from "vitest";
import { List } from "@mui/material";
import { cleanup, screen } from "@testing-library/react";
import type { Locale } from "../../domain/constants";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { NotificationItem } from "./NotificationItem";
import type { AppNotification } from "./useNotifications";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (createdAt: string): AppNotification => ({
  id: 1,
  type: "new-order",
  data: { en: "New order #22", ar: "طلب جديد رقم 22" },
  created_at: createdAt,
  read_at: null,
});

/** Renders one row alone (the previous one is removed) and answers it. */
function renderRow(createdAt: string, locale: Locale) {
  cleanup();
  renderWithAdmin(
    <List>
      <NotificationItem notification={notification(createdAt)} timeZone="Asia/Kuwait" />
    </List>,
    { locale },
  );
  return screen.getByRole("listitem");
}

describe("a notification's time", () => {
  it("reads how long ago a recent one came, in English and in Arabic", () => {
    const createdAt = minutesAgo(5);
    expect(renderRow(createdAt, "en")).toHaveTextContent("New order #225 minutes ago");
    expect(renderRow(createdAt, "ar")).toHaveTextContent("طلب جديد رقم 22قبل 5 دقائق");
  });

  it("keeps the date-time in the business time zone as the tooltip of a recent one", () => {
    const row = renderRow("2026-03-01T20:05:00.000Z", "ar");
    // Long past: the date-time itself, in Kuwait (UTC+3), with the Arabic day period.
    expect(row.querySelector("time")).toHaveTextContent("2026-03-01 11:05 م");
    expect(row.querySelector("time")).toHaveAttribute("datetime", "2026-03-01T20:05:00.000Z");

    const recent = renderRow(minutesAgo(90), "en").querySelector("time")!;
    expect(recent).toHaveTextContent("1 hour ago");
    expect(recent.getAttribute("title")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/);
  });
});
