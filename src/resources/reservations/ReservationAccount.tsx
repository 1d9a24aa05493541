import { Box, Card, CardContent, Divider, Typography } from "@mui/material";
import { useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { showMoney } from "../operations/money";
import { formatDisplayDate } from "../shared/dates";
import { useDisplayDate } from "../shared/useDisplayDate";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { CancelReservationButton } from "./CancelReservationButton";
import { RecordPaymentButton } from "./RecordPaymentButton";
import { PaymentStateChip, ReservationStatusChip } from "./ReservationChips";

interface PriceLine {
  date: string;
  nights: number;
  kind: string;
  amount: number;
}

interface Payment {
  id: number;
  kind?: string;
  amount: number;
  method: string;
  paid_at: string;
}

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
    <Typography variant="body2" fontWeight={strong ? "bold" : undefined}>
      {label}
    </Typography>
    <Typography variant="body2" fontWeight={strong ? "bold" : undefined}>
      {value}
    </Typography>
  </Box>
);

/** The saved reservation's price (night by night), payments and balance, with Record payment and Cancel. */
export function ReservationAccount() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const displayDate = useDisplayDate();
  if (!record) return null;
  const money = (amount: number) => showMoney(amount, record.currency);
  const open = record.status !== "canceled";
  const lines = (record.price_details ?? []) as PriceLine[];
  const payments = (record.payments ?? []) as Payment[];

  return (
    <Card variant="outlined" sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 300 }}>
      <CardContent>
        <Box sx={{ display: "flex", gap: 1, mb: 2, flexWrap: "wrap" }}>
          <ReservationStatusChip status={record.status} />
          <PaymentStateChip
            state={record.payment_state}
            status={record.status}
            paid={record.paid}
            currency={record.currency}
          />
        </Box>
        {lines.map((line) => (
          <Row
            key={`${line.date}-${line.kind}`}
            label={`${formatDisplayDate(line.date)} · ${translate(
              `resources.reservations.priceKinds.${line.kind}`,
              {
                _: line.kind,
              },
            )} × ${line.nights}`}
            value={money(line.amount)}
          />
        ))}
        <Divider sx={{ my: 1 }} />
        <Row label={translate("resources.reservations.fields.total")} value={money(record.total)} strong />
        <Row
          label={translate("resources.reservations.fields.received")}
          value={money(record.received ?? 0)}
        />
        <Row
          label={translate("resources.reservations.fields.refunded")}
          value={money(record.refunded ?? 0)}
        />
        {open ? (
          <>
            <Row label={translate("resources.reservations.fields.paid")} value={money(record.paid)} />
            <Row
              label={translate("resources.reservations.fields.balance")}
              value={money(record.balance)}
              strong
            />
          </>
        ) : (
          <Row label={translate("resources.reservations.fields.kept")} value={money(record.paid)} strong />
        )}
        {(Number(record.insurance) > 0 || Number(record.deposit) > 0) && (
          <Row
            label={translate("resources.reservations.fields.deposit")}
            value={money(record.deposit ?? 0)}
          />
        )}
        {payments.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate("resources.reservations.payment.list")}
            </Typography>
            {payments.map((payment) => (
              <Row
                key={payment.id}
                label={`${displayDate(payment.paid_at)} · ${translate(
                  `resources.reservations.payment.kinds.${payment.kind ?? "payment"}`,
                )} · ${translate(`resources.reservations.payment.methods.${payment.method}`, {
                  _: payment.method,
                })}`}
                value={money(payment.amount)}
              />
            ))}
          </>
        )}
        {can("reservations", "update", branchId) && (
          <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
            {open && Number(record.balance) > 0 && <RecordPaymentButton />}
            {Number(record.paid) > 0 && <RecordPaymentButton kind="refund" />}
            {open && Number(record.insurance) > Number(record.deposit ?? 0) && (
              <RecordPaymentButton kind="deposit" />
            )}
            {Number(record.deposit) > 0 && <RecordPaymentButton kind="deposit_return" />}
            {open && <CancelReservationButton />}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
