import { useEffect, useRef, type ReactNode } from "react";
import { Box, IconButton, Typography, useMediaQuery, type Theme } from "@mui/material";
import FirstPageIcon from "@mui/icons-material/FirstPage";
import LastPageIcon from "@mui/icons-material/LastPage";
import NavigateBeforeIcon from "@mui/icons-material/NavigateBefore";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import { useListContext, useLocaleState, useTranslate } from "react-admin";
import { DEFAULT_PER_PAGE, PAGINATION_PAGES_SHOWN } from "../../../domain/constants";
import { intlLocale } from "../../../i18n/intlLocale";
import { ButtonSelect } from "../ButtonSelect";

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

/** A page button: arrows for first, previous, next and last; the rotated ones in Arabic point the reading way. */
function PageButton(props: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      size="small"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      sx={{ "[dir=rtl] & svg": { transform: "scaleX(-1)" } }}
    >
      {props.children}
    </IconButton>
  );
}

/**
 * The pagination of every list: rows per page (10, 20 or 50; 10 by default), the rows shown out of the total
 * ("of more than 10,000" when the server stopped counting), and first, previous, five page numbers, next and
 * last. Drawn with buttons and a menu: MUI's TablePagination brings its form select and the text-field layer.
 * Phones keep the range and the previous and next buttons.
 */
export function ListPagination() {
  useResetPageOnChange();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Read at the first draw (noSsr): a phone never shows the desktop's buttons for a frame.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const { isPending, page, perPage, total, setPage, setPerPage, hasNextPage, meta } = useListContext();
  if (isPending || total === undefined || total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page < 1 || page > pages) return null;
  const count = (value: number) => value.toLocaleString(intlLocale(locale));
  const range = {
    offsetBegin: count((page - 1) * perPage + 1),
    offsetEnd: count(Math.min(page * perPage, total)),
    total: count(total),
  };
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const go = (to: number) => setPage(to);
  const last = page >= pages && !hasNextPage;
  const label = translate("ra.navigation.page_rows_per_page");
  return (
    <Box
      className="ListPagination-root"
      component="nav"
      aria-label={translate("app.catalog.list.pages")}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "flex-end",
        columnGap: 2,
        rowGap: 0.5,
        minHeight: 52,
        px: 1,
        fontSize: "0.875rem",
      }}
    >
      {!phone && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Typography variant="body2" component="span">
            {label}
          </Typography>
          <ButtonSelect
            label={label}
            value={String(perPage)}
            options={PER_PAGE_CHOICES.map((size) => ({ id: String(size), content: String(size) }))}
            onChange={(size) => setPerPage(Number(size))}
            sx={{ borderRadius: 1, px: 1, py: 0.5, font: "inherit" }}
          />
        </Box>
      )}
      <Typography variant="body2" component="span" role="status">
        {translate(capped ? "app.catalog.list.rangeCapped" : "ra.navigation.page_range_info", range)}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.25 }}>
        {!phone && (
          <PageButton label={translate("ra.navigation.first")} disabled={page === 1} onClick={() => go(1)}>
            <FirstPageIcon fontSize="small" />
          </PageButton>
        )}
        <PageButton
          label={translate("ra.navigation.previous")}
          disabled={page === 1}
          onClick={() => go(page - 1)}
        >
          <NavigateBeforeIcon fontSize="small" />
        </PageButton>
        {!phone &&
          pageWindow(page, pages).map((number) => (
            <IconButton
              key={number}
              size="small"
              aria-current={number === page ? "page" : undefined}
              aria-label={translate(number === page ? "ra.navigation.current_page" : "ra.navigation.page", {
                page: number,
              })}
              onClick={() => number !== page && go(number)}
              sx={{
                minWidth: 32,
                height: 32,
                borderRadius: 4,
                fontSize: "0.875rem",
                ...(number === page && {
                  bgcolor: "action.selected",
                  "&:hover": { bgcolor: "action.selected" },
                }),
              }}
            >
              {count(number)}
            </IconButton>
          ))}
        <PageButton label={translate("ra.navigation.next")} disabled={last} onClick={() => go(page + 1)}>
          <NavigateNextIcon fontSize="small" />
        </PageButton>
        {!phone && (
          <PageButton label={translate("ra.navigation.last")} disabled={last} onClick={() => go(pages)}>
            <LastPageIcon fontSize="small" />
          </PageButton>
        )}
      </Box>
    </Box>
  );
}
