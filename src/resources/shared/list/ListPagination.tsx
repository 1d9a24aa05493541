import { useCallback, useEffect, useRef, type ComponentProps, type MouseEvent } from "react";
import { Box, PaginationItem, type TablePaginationProps } from "@mui/material";
import {
  Pagination,
  useListContext,
  useLocaleState,
  useTranslate,
  type PaginationActionsProps,
} from "react-admin";
import { DEFAULT_PER_PAGE, PAGINATION_PAGES_SHOWN } from "../../../domain/constants";
import { intlLocale } from "../../../i18n/intlLocale";

export const PER_PAGE_CHOICES = [DEFAULT_PER_PAGE, 2 * DEFAULT_PER_PAGE, 5 * DEFAULT_PER_PAGE];

/** The page numbers shown: PAGINATION_PAGES_SHOWN at most (SPEC §9), the current one in the middle when it can. */
export function pageWindow(page: number, pages: number): number[] {
  const shown = Math.min(PAGINATION_PAGES_SHOWN, pages);
  const first = Math.min(Math.max(1, page - Math.floor(PAGINATION_PAGES_SHOWN / 2)), pages - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}

/** SPEC §4: back to page 1 when the page size or the total changes (not on the first answer). */
function useResetPageOnChange() {
  const { perPage, total, page, setPage } = useListContext();
  const previous = useRef<{ perPage: number; total?: number } | null>(null);
  useEffect(() => {
    const before = previous.current;
    if (total === undefined) return;
    previous.current = { perPage, total };
    if (!before || before.total === undefined) return;
    if ((before.perPage !== perPage || before.total !== total) && page !== 1) setPage(1);
  }, [perPage, total, page, setPage]);
}

type ItemType = ComponentProps<typeof PaginationItem>["type"];

/** First, previous, five page numbers (SPEC §9), next and last, drawn with MUI's pagination items. */
function FivePages({ count, page, rowsPerPage, onPageChange }: PaginationActionsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { hasNextPage } = useListContext();
  const pages = Math.max(1, Math.ceil(count / rowsPerPage));
  const current = page + 1;
  const last = current >= pages && !hasNextPage;
  const go = (to: number) => (event: MouseEvent) => onPageChange(event.nativeEvent, to - 1);
  const edge = (type: ItemType, to: number, disabled: boolean) => (
    <PaginationItem
      type={type}
      size="small"
      disabled={disabled}
      onClick={go(to)}
      aria-label={translate(`ra.navigation.${type}`)}
      title={translate(`ra.navigation.${type}`)}
    />
  );
  return (
    <Box component="span" sx={{ display: "flex", alignItems: "center", flexShrink: 0, marginInlineStart: 2 }}>
      {edge("first", 1, current === 1)}
      {edge("previous", current - 1, current === 1)}
      {pageWindow(current, pages).map((number) => (
        <PaginationItem
          key={number}
          type="page"
          size="small"
          page={number.toLocaleString(intlLocale(locale))}
          selected={number === current}
          aria-current={number === current ? "page" : undefined}
          aria-label={translate(number === current ? "ra.navigation.current_page" : "ra.navigation.page", {
            page: number,
          })}
          onClick={number === current ? undefined : go(number)}
        />
      ))}
      {edge("next", current + 1, last)}
      {edge("last", pages, last)}
    </Box>
  );
}

/**
 * The pagination of every list: react-admin's, with 10, 20 or 50 rows per page (10 by default), the rows shown out
 * of the total in the reader's digits ("of more than 10,000" when the server stopped counting), and first,
 * previous, five page numbers, next and last. Phones keep react-admin's range with previous and next.
 */
export function ListPagination() {
  useResetPageOnChange();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta, isPending, total } = useListContext();
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) => {
      const number = (value: number) => value.toLocaleString(intlLocale(locale));
      const range = { offsetBegin: number(from), offsetEnd: number(to), total: number(count) };
      return translate(capped ? "app.catalog.list.rangeCapped" : "ra.navigation.page_range_info", range);
    },
    [translate, locale, capped],
  );
  // MUI's TablePagination's own props, which react-admin's Pagination hands on: the range and the buttons' names.
  const labels: Pick<TablePaginationProps, "labelDisplayedRows" | "getItemAriaLabel"> = {
    labelDisplayedRows,
    getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
  };
  const pagination = <Pagination rowsPerPageOptions={PER_PAGE_CHOICES} actions={FivePages} {...labels} />;
  // While the first page loads react-admin keeps the bar's height; a list without rows has no pages to name.
  if (isPending) return pagination;
  if (total === 0) return null;
  return (
    <Box component="nav" aria-label={translate("app.catalog.list.pages")}>
      {pagination}
    </Box>
  );
}
