import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from "@mui/material";
import DownloadIcon from "@mui/icons-material/GetApp";
import { useCanAccess, useLocale, useNotify, useTranslate } from "react-admin";
import { Link, Navigate } from "react-router-dom";
import { CUSTOMER_SORTS, CUSTOMER_TAGS } from "../../domain/constants";
import type { Locale } from "../../domain/constants";
import { formatAmount, isolate } from "../../domain/money";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { CustomerQuery } from "../../dataProvider/methods/customers";
import { PageTitle } from "../../layout/PageTitle";
import { useDisplayDate } from "../../resources/shared/useDisplayDate";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import { saveFile } from "./saveFile";
import { TagChips } from "./TagChips";

const PER_PAGE = 25;
/** Columns a phone's width leaves out. */
const WIDE = { display: { xs: "none", md: "table-cell" } };

/** Waits for typing to pause before searching. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * /customers (issue 50): the business's customers with their figures, searched by name or phone, filtered by tag,
 * sorted by latest visit, money spent or orders, and exported as CSV. Each row opens the customer's page.
 */
export function CustomersPage() {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const displayDate = useDisplayDate();
  const dataProvider = useAppDataProvider();
  const { businessId } = useCurrentScope();
  const { canAccess, isPending } = useCanAccess({ resource: "customers", action: "list" });
  const [q, setQ] = useState("");
  const [tag, setTag] = useState("");
  const [sort, setSort] = useState<(typeof CUSTOMER_SORTS)[number]>("last_visit_at");
  const [page, setPage] = useState(0);
  const search = useDebounced(q);
  const filter: CustomerQuery = { q: search || undefined, tag: tag || undefined };
  const query: CustomerQuery = { ...filter, sort, order: "desc", page: page + 1, per_page: PER_PAGE };
  const { data, error } = useQuery({
    queryKey: ["customers", businessId, query],
    queryFn: ({ signal }) => dataProvider.getCustomers({ businessId: businessId!, query, signal }),
    enabled: !!businessId && canAccess === true,
    placeholderData: keepPreviousData,
  });

  if (isPending) return <LinearProgress />;
  if (!canAccess || !businessId) return <Navigate to={PATHS.overview} replace />;

  const download = async () => {
    try {
      saveFile(await dataProvider.exportCustomers({ businessId, query: filter }), "customers.csv");
    } catch (failure) {
      console.warn("The customers export failed", failure);
      notify("ra.notification.http_error", { type: "error" });
    }
  };
  const money = (amount: number, currency: string) => formatAmount(amount, currency, locale);

  return (
    <Box>
      <PageTitle title="app.customers.title" />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", my: 2 }}>
        <TextField
          size="small"
          label={translate("app.customers.search")}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(0);
          }}
          sx={{ flex: "1 1 220px" }}
        />
        <TextField
          select
          size="small"
          label={translate("app.customers.tag")}
          value={tag}
          onChange={(event) => {
            setTag(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{translate("app.customers.anyTag")}</MenuItem>
          {CUSTOMER_TAGS.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`app.customers.tags.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate("app.customers.sortBy")}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as (typeof CUSTOMER_SORTS)[number]);
            setPage(0);
          }}
          sx={{ minWidth: 150 }}
        >
          {CUSTOMER_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.customers.sorts.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
          {translate("app.customers.export")}
        </Button>
      </Box>
      {error ? <Alert severity="error">{translate("app.customers.loadFailed")}</Alert> : null}
      <Card sx={{ overflowX: "auto" }}>
        {!data ? <LinearProgress /> : null}
        <Table size="small" aria-label={translate("app.customers.title")}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("app.customers.fields.name")}</TableCell>
              <TableCell sx={WIDE}>{translate("app.customers.fields.phone")}</TableCell>
              <TableCell align="right">{translate("app.customers.fields.orders")}</TableCell>
              <TableCell align="right" sx={WIDE}>
                {translate("app.customers.fields.stays")}
              </TableCell>
              <TableCell align="right">{translate("app.customers.fields.spent")}</TableCell>
              <TableCell align="right" sx={WIDE}>
                {translate("app.customers.fields.averageTicket")}
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {translate("app.customers.fields.outstanding")}
              </TableCell>
              <TableCell sx={WIDE}>{translate("app.customers.fields.lastVisit")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8}>{translate("app.customers.empty")}</TableCell>
              </TableRow>
            ) : null}
            {data?.data.map((c) => (
              <TableRow key={c.id} hover data-testid={`customer-${c.id}`}>
                <TableCell>
                  <Box
                    component={Link}
                    to={`${PATHS.customers}/${c.id}`}
                    sx={{ color: "primary.main", fontWeight: 500 }}
                  >
                    {c.name || translate("app.customers.unnamed")}
                  </Box>
                  <Box sx={{ display: { xs: "block", md: "none" }, color: "text.secondary" }} dir="ltr">
                    {c.phone}
                  </Box>
                  <TagChips tags={c.tags} />
                </TableCell>
                <TableCell sx={WIDE}>
                  <span dir="ltr">{isolate(c.phone)}</span>
                </TableCell>
                <TableCell align="right">{c.orders_count}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {c.stays_count}
                </TableCell>
                <TableCell align="right">{money(c.spent, c.currency)}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {money(c.average_ticket, c.currency)}
                </TableCell>
                <TableCell align="right" sx={WIDE}>
                  {c.outstanding ? (
                    <Chip size="small" color="warning" label={money(c.outstanding, c.currency)} />
                  ) : (
                    money(0, c.currency)
                  )}
                </TableCell>
                <TableCell sx={WIDE}>{c.last_visit_at ? displayDate(c.last_visit_at) : ""}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data ? (data.total_capped ? -1 : data.total) : 0}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_, next) => setPage(next)}
          labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
        />
      </Card>
    </Box>
  );
}
