import type { ReactNode } from "react";
import { Box, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { showMoney } from "../operations/money";
import { TitledCard } from "../shared/TitledCard";
import { formatDateTime } from "./formatDateTime";
import { OrderStatusChip } from "./OrderStatusChip";

interface OrderLine {
  id: number;
  locales: LocalizedText[];
  quantity: number;
  unit_price: number;
  addons: { id: number | null; locales: LocalizedText[]; price: number }[];
  discount: number;
  line_total: number;
}

interface HistoryEntry {
  id: number;
  from_status: string | null;
  to_status: string;
  user: { id: number; name: string } | null;
  created_at: string;
}

/** A titled card of the order (several side by side). */
const Section = (props: { title: string; children: ReactNode }) => <TitledCard minWidth={320} {...props} />;

/** What the order holds (read only): customer, lines, totals and the status history with who and when. */
export function OrderDetails() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const money = (amount: number) => showMoney(amount, record.currency);
  const name = (locales: LocalizedText[]) =>
    localizedName(locales, locale, translate("resources.orders.noName"));
  const lines = (record.lines ?? []) as OrderLine[];
  const history = (record.history ?? []) as HistoryEntry[];
  const totals: [string, number][] = [
    ["subtotal", record.subtotal],
    ["discount", -record.discount],
    ["extra_charge", record.extra_charge],
  ];

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, width: "100%", mt: 2 }}>
      <Section title="resources.orders.sections.customer">
        <Typography>{record.customer?.name || "—"}</Typography>
        <Typography color="text.secondary" dir="ltr" sx={{ textAlign: "start" }}>
          {record.customer?.phone}
        </Typography>
        <Typography color="text.secondary">{record.customer?.address}</Typography>
        <Typography sx={{ mt: 1 }}>
          {translate(`resources.orders.types.${record.type}`, { _: record.type })} ·{" "}
          {translate(`resources.orders.paymentStates.${record.payment_state}`, { _: record.payment_state })}
        </Typography>
        {record.notes && <Typography sx={{ mt: 1, fontStyle: "italic" }}>{record.notes}</Typography>}
      </Section>
      <Section title="resources.orders.sections.lines">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate("resources.orders.fields.item")}</TableCell>
              <TableCell align="right">{translate("resources.orders.fields.quantity")}</TableCell>
              <TableCell align="right">{translate("resources.orders.fields.line_total")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  {name(line.locales)} ({money(line.unit_price)})
                  {line.addons.map((addon, index) => (
                    <Typography key={addon.id ?? index} variant="body2" color="text.secondary">
                      + {name(addon.locales)} ({money(addon.price)})
                    </Typography>
                  ))}
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{money(line.line_total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Divider sx={{ my: 1 }} />
        {totals.map(([key, amount]) => (
          <Box key={key} sx={{ display: "flex", justifyContent: "space-between" }}>
            <Typography variant="body2">{translate(`resources.orders.fields.${key}`)}</Typography>
            <Typography variant="body2">{money(amount)}</Typography>
          </Box>
        ))}
        <Box sx={{ display: "flex", justifyContent: "space-between", mt: 0.5 }}>
          <Typography fontWeight="bold">{translate("resources.orders.fields.total")}</Typography>
          <Typography fontWeight="bold" data-testid="order-total">
            {money(record.total)}
          </Typography>
        </Box>
      </Section>
      <Section title="resources.orders.sections.history">
        {history.map((entry) => (
          <Box key={entry.id} sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
            <OrderStatusChip status={entry.to_status} />
            <Typography variant="body2">
              {translate("resources.orders.historyBy", {
                name: entry.user?.name ?? translate("resources.orders.system"),
                date: formatDateTime(entry.created_at),
              })}
            </Typography>
          </Box>
        ))}
      </Section>
    </Box>
  );
}
