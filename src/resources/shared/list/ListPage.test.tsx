import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ORDER_STATUSES, ORDER_TYPES, type Locale } from "../../../domain/constants";
import { renderListPage, Rows } from "../../../test/listPage";
import { SEARCH_FILTER, valuesFilter } from "../listFilters";
import { ListActions } from "../ListActions";
import { ListEmpty } from "../ListDefaults";
import { ListPage } from "./ListPage";
import { PeriodFilter } from "./PeriodFilter";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: {
    search: "Search",
    status: "Status",
    type: "Type",
    pending: "Pending",
    delivery: "Delivery",
    all: "All",
    from: "From",
    to: "To",
    addFilter: "Add filter",
    removeFilter: "Remove this filter",
    removeAll: "Remove all filters",
    order: "The start date must not be after the end date",
    invalid: "Enter a date as DD-MM-YYYY",
    empty: "Nothing here yet",
  },
  ar: {
    search: "بحث",
    status: "الحالة",
    type: "النوع",
    pending: "قيد الانتظار",
    delivery: "توصيل",
    all: "الكل",
    from: "من",
    to: "إلى",
    addFilter: "إضافة عامل تصفية",
    removeFilter: "إزالة عامل التصفية هذا",
    removeAll: "إزالة كل عوامل التصفية",
    order: "يجب ألا يكون تاريخ البداية بعد تاريخ النهاية",
    invalid: "أدخل التاريخ بالشكل DD-MM-YYYY (يوم-شهر-سنة)",
    empty: "لا يوجد شيء هنا بعد",
  },
} as const;

const FILTERS = [
  SEARCH_FILTER,
  valuesFilter({
    resource: "orders",
    source: "status",
    values: ORDER_STATUSES,
    names: "resources.orders.statuses",
    alwaysOn: true,
  }),
  <PeriodFilter key="period" source="from" alwaysOn />,
  valuesFilter({ resource: "orders", source: "type", values: ORDER_TYPES, names: "resources.orders.types" }),
];

function openList(locale: Locale, { rows = 3, initialPath = "/orders" } = {}) {
  const { asked, locations } = renderListPage({
    locale,
    initialPath,
    answer: (params) => {
      const all = Array.from({ length: rows }, (_, i) => ({ id: i + 1 }));
      const data = Object.keys(params.filter).length ? all.slice(0, 1) : all;
      return { data, total: data.length };
    },
    list: (
      <ListPage
        resource="orders"
        filters={FILTERS}
        actions={<ListActions withFilters create={false} />}
        empty={<ListEmpty canCreate={false} />}
        exporter={false}
        disableAuthentication
      >
        <Rows />
      </ListPage>
    ),
  });
  const lastFilter = () => asked.at(-1)?.filter;
  return { asked, lastFilter, locations };
}

/** The rows and the filters' fields. */
async function filtersDrawn(text: (typeof TEXT)[keyof typeof TEXT]) {
  await screen.findByText("order 3");
  await screen.findByRole("textbox", { name: text.search });
}

describe.each(["en", "ar"] as const)("a list page's filters in %s", (locale) => {
  const text = TEXT[locale];

  it("asks for the typed search once typing pauses, and puts it in the address", async () => {
    const { asked, lastFilter, locations } = openList(locale);
    await filtersDrawn(text);
    const before = asked.length;
    await userEvent.type(screen.getByRole("textbox", { name: text.search }), "falafel");
    await waitFor(() => expect(lastFilter()).toEqual({ q: "falafel" }));
    // One request for the whole word, not one per key.
    expect(asked.length).toBe(before + 1);
    expect(locations.at(-1)).toContain('"q":"falafel"');
  });

  it("filters by a choice at once, and the first entry lists everything again", async () => {
    const { lastFilter } = openList(locale);
    await filtersDrawn(text);
    await userEvent.click(screen.getByRole("combobox", { name: text.status }));
    await userEvent.click(await screen.findByRole("option", { name: text.pending }));
    await waitFor(() => expect(lastFilter()).toEqual({ status: "pending" }));
    expect(screen.getByRole("combobox", { name: text.status })).toHaveTextContent(text.pending);

    await userEvent.click(screen.getByRole("combobox", { name: text.status }));
    // react-admin names its empty choice "Clear value" for screen readers; it reads "All".
    await userEvent.click(within(await screen.findByRole("listbox")).getByText(text.all));
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });

  it("keeps the last period while a day is wrong or the start is after the end, and says why", async () => {
    const { lastFilter } = openList(locale);
    await filtersDrawn(text);
    const from = screen.getByRole("textbox", { name: text.from });
    const to = screen.getByRole("textbox", { name: text.to });
    await userEvent.type(from, "20-06-2031");
    await waitFor(() => expect(lastFilter()).toEqual({ from: "2031-06-20" }));

    await userEvent.type(to, "18-06-2031");
    expect(await screen.findByText(text.order)).toBeInTheDocument();
    expect(lastFilter()).toEqual({ from: "2031-06-20" });

    await userEvent.clear(to);
    await userEvent.type(to, "31-02-2031");
    // A day half typed is not called wrong; a finished one is, once the field is left.
    expect(screen.queryByText(text.invalid)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(text.invalid)).toBeInTheDocument();
    expect(lastFilter()).toEqual({ from: "2031-06-20" });

    await userEvent.clear(to);
    await userEvent.type(to, "22-06-2031");
    await waitFor(() => expect(lastFilter()).toEqual({ from: "2031-06-20", to: "2031-06-22" }));
    expect(screen.queryByText(text.invalid)).not.toBeInTheDocument();
    expect(screen.queryByText(text.order)).not.toBeInTheDocument();
  });

  it("adds a filter from the menu, takes it away with its value, and removes every filter at once", async () => {
    const { lastFilter } = openList(locale);
    await filtersDrawn(text);
    expect(screen.queryByRole("combobox", { name: text.type })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: text.addFilter }));
    await userEvent.click(await screen.findByRole("menuitemcheckbox", { name: text.type }));
    await userEvent.click(await screen.findByRole("combobox", { name: text.type }));
    await userEvent.click(await screen.findByRole("option", { name: text.delivery }));
    await waitFor(() => expect(lastFilter()).toEqual({ type: "delivery" }));

    const typeFilter = screen.getByRole("combobox", { name: text.type }).closest("[data-source]")!;
    await userEvent.click(within(typeFilter as HTMLElement).getByRole("button", { name: text.removeFilter }));
    await waitFor(() => expect(lastFilter()).toEqual({}));
    expect(screen.queryByRole("combobox", { name: text.type })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: text.search }), "kebab");
    await waitFor(() => expect(lastFilter()).toEqual({ q: "kebab" }));
    await userEvent.click(screen.getByRole("button", { name: text.addFilter }));
    await userEvent.click(await screen.findByRole("menuitem", { name: text.removeAll }));
    await waitFor(() => expect(lastFilter()).toEqual({}));
    // The field follows a change it did not make.
    await waitFor(() => expect(screen.getByRole("textbox", { name: text.search })).toHaveValue(""));
  });

  it("shows the filters of the address in their fields", async () => {
    const filter = { q: "tea", status: "pending", from: "2031-06-20", type: "delivery" };
    openList(locale, { initialPath: `/orders?filter=${encodeURIComponent(JSON.stringify(filter))}` });
    await screen.findByText("order 1");
    await screen.findByRole("textbox", { name: text.search });
    expect(screen.getByRole("textbox", { name: text.search })).toHaveValue("tea");
    expect(screen.getByRole("combobox", { name: text.status })).toHaveTextContent(text.pending);
    expect(screen.getByRole("textbox", { name: text.from })).toHaveValue("20-06-2031");
    // A filter holding a value is shown though it is not always on.
    expect(screen.getByRole("combobox", { name: text.type })).toHaveTextContent(text.delivery);
  });

  it("shows the empty page to a list with no record at all", async () => {
    openList(locale, { rows: 0 });
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: text.search })).not.toBeInTheDocument();
  });

  it("keeps the filters of a search that matches nothing, so that it can be changed", async () => {
    const { asked } = openList(locale, {
      rows: 0,
      initialPath: `/orders?filter=${encodeURIComponent('{"q":"x"}')}`,
    });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(await screen.findByRole("textbox", { name: text.search })).toHaveValue("x");
    expect(screen.queryByText(text.empty)).not.toBeInTheDocument();
  });
});
