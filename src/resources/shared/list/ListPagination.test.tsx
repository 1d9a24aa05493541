import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../domain/constants";
import { renderListPage, Rows } from "../../../test/listPage";
import { ListPage } from "./ListPage";
import { ListPagination, pageWindow } from "./ListPagination";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: {
    pages: "Pages",
    perPage: "Rows per page:",
    range: (from: string, to: string, total: string) => `${from}-${to} of ${total}`,
    capped: (from: string, to: string, total: string) => `${from}-${to} of more than ${total}`,
    next: "Go to next page",
    previous: "Go to previous page",
    last: "Go to last page",
    page: (n: number) => `Go to page ${n}`,
    current: (n: number) => `Page ${n}`,
  },
  ar: {
    pages: "الصفحات",
    perPage: "عدد الصفوف في الصفحة:",
    range: (from: string, to: string, total: string) => `${from}-${to} من ${total}`,
    capped: (from: string, to: string, total: string) => `${from}-${to} من أكثر من ${total}`,
    next: "الانتقال إلى الصفحة التالية",
    previous: "الانتقال إلى الصفحة السابقة",
    last: "الانتقال إلى الصفحة الأخيرة",
    page: (n: number) => `الانتقال إلى الصفحة ${n}`,
    current: (n: number) => `الصفحة ${n}`,
  },
} as const;

/** A list of `total` orders (or at least `total`, when `capped`) drawn with the dashboard's pagination. */
function openList(locale: Locale, total: number, capped = false) {
  return renderListPage({
    locale,
    answer: (params) => {
      const { page, perPage } = params.pagination!;
      const first = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, i) => ({
        id: first + i + 1,
      }));
      return capped ? { data, total, meta: { totalCapped: true } } : { data, total };
    },
    list: (
      <ListPage resource="orders" perPage={10} pagination={<ListPagination />} disableAuthentication>
        <Rows />
      </ListPage>
    ),
  });
}

const pagination = (text: (typeof TEXT)[Locale]) => screen.findByRole("navigation", { name: text.pages });

describe("pageWindow", () => {
  it("shows five page numbers at most, the current one in the middle when it can", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 40)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
  });
});

describe.each(["en", "ar"] as const)("a list's pagination in %s", (locale) => {
  const text = TEXT[locale];

  it("says which rows are shown out of the total and moves page by page", async () => {
    const { asked } = openList(locale, 1234);
    const nav = await pagination(text);
    expect(within(nav).getByText(text.range("1", "10", "1,234"))).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: text.current(1) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("button", { name: text.previous })).toBeDisabled();

    await userEvent.click(within(nav).getByRole("button", { name: text.next }));
    await screen.findByText("order 11");
    expect(asked.at(-1)?.pagination).toEqual({ page: 2, perPage: 10 });
    expect(within(nav).getByText(text.range("11", "20", "1,234"))).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole("button", { name: text.last }));
    await screen.findByText("order 1231");
    expect(within(nav).getByText(text.range("1,231", "1,234", "1,234"))).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: text.next })).toBeDisabled();
    expect(within(nav).getByRole("button", { name: text.page(120) })).toBeInTheDocument();
  });

  it("changes the rows per page from its menu", async () => {
    const { asked } = openList(locale, 75);
    const nav = await pagination(text);
    await userEvent.click(within(nav).getByRole("combobox", { name: text.perPage }));
    await userEvent.click(screen.getByRole("option", { name: "50" }));
    await screen.findByText("order 50");
    expect(asked.at(-1)?.pagination).toEqual({ page: 1, perPage: 50 });
    expect(within(nav).getByText(text.range("1", "50", "75"))).toBeInTheDocument();
    expect(within(nav).getByRole("combobox", { name: text.perPage })).toHaveTextContent("50");
  });

  it("says 'more than' a total the server stopped counting at", async () => {
    openList(locale, 10_000, true);
    const nav = await pagination(text);
    expect(within(nav).getByText(text.capped("1", "10", "10,000"))).toBeInTheDocument();
  });

  it("shows nothing for a list without rows", async () => {
    openList(locale, 0);
    await waitFor(() => expect(screen.getByRole("list", { name: "rows" })).toBeInTheDocument());
    expect(screen.queryByRole("navigation", { name: text.pages })).not.toBeInTheDocument();
  });
});
