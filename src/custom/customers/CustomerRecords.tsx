import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import type { Locale } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { formatAmount } from "../../domain/money";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { CustomerOrder, CustomerStay } from "../../dataProvider/methods/customers";
import { OrderStatusChip } from "../../resources/orders/OrderStatusChip";
import { ReservationStatusChip } from "../../resources/reservations/ReservationChips";
import { useDisplayDate } from "../../resources/shared/useDisplayDate";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";

const PER_PAGE = 10;
const WIDE = { display: { xs: "none", sm: "table-cell" } };

/**
 * A customer's orders or stays (in the branches the user reads, newest first), ten a page; a row opens the record,
 * switching to its branch first as the global search does.
 */
export function CustomerRecords({
  customerId,
  records,
}: {
  customerId: number;
  records: "orders" | "stays";
}) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const navigate = useNavigate();
  const displayDate = useDisplayDate();
  const dataProvider = useAppDataProvider();
  const { business, businessId, branchId, setBranchId } = useCurrentScope();
  const [page, setPage] = useState(0);
  const { data } = useQuery({
    queryKey: ["customers", businessId, "one", customerId, records, page],
    queryFn: ({ signal }) =>
      dataProvider.getCustomerRecords<CustomerOrder | CustomerStay>({
        businessId: businessId!,
        id: customerId,
        records,
        page: page + 1,
        signal,
      }),
    enabled: !!businessId,
    placeholderData: keepPreviousData,
  });
  const branchName = (id: number) => {
    const branch = business?.branches.find((b) => b.id === id);
    return branch ? localizedName(branch.locales, locale, branch.slug) : `#${id}`;
  };
  const open = (record: { id: number; branch_id: number }) => {
    if (record.branch_id !== branchId) setBranchId(record.branch_id);
    navigate(records === "orders" ? `/orders/${record.id}` : `/reservations/${record.id}`);
  };
  const title = translate(`app.customers.${records}`);

  return (
    <Card>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </CardContent>
      {!data ? <LinearProgress /> : null}
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell sx={WIDE}>{translate("app.customers.fields.branch")}</TableCell>
              <TableCell>{translate("app.customers.fields.status")}</TableCell>
              <TableCell align="right">{translate("app.customers.fields.total")}</TableCell>
              <TableCell sx={WIDE}>{translate("app.customers.fields.date")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  {translate(records === "orders" ? "app.customers.noOrders" : "app.customers.noStays")}
                </TableCell>
              </TableRow>
            ) : null}
            {data?.data.map((record) => {
              const order = records === "orders" ? (record as CustomerOrder) : undefined;
              const stay = records === "stays" ? (record as CustomerStay) : undefined;
              const label = order
                ? translate("app.customers.order", { number: order.number })
                : translate("app.customers.stay", { id: record.id });
              return (
                <TableRow
                  key={record.id}
                  hover
                  onClick={() => open(record)}
                  sx={{ cursor: "pointer" }}
                  data-testid={`customer-${records}-${record.id}`}
                >
                  <TableCell>
                    <Box component="a" href="#" onClick={(event) => (event.preventDefault(), open(record))}>
                      {label}
                    </Box>
                    {stay ? (
                      <Typography variant="caption" display="block" color="text.secondary">
                        {localizedName(stay.listing.locales, locale, "")}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={WIDE}>{branchName(record.branch_id)}</TableCell>
                  <TableCell>
                    {order ? (
                      <OrderStatusChip status={order.status} />
                    ) : (
                      <ReservationStatusChip status={record.status} />
                    )}
                  </TableCell>
                  <TableCell align="right">{formatAmount(record.total, record.currency, locale)}</TableCell>
                  <TableCell sx={WIDE}>{displayDate(stay ? stay.from : record.created_at)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={data ? (data.total_capped ? -1 : data.total) : 0}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_, next) => setPage(next)}
      />
    </Card>
  );
}
