import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { formatBusinessDateTime } from "../shared/businessTime";
import { TitledCard } from "../shared/TitledCard";
import { OrderLines } from "./OrderLines";
import { OrderStatusChip } from "./OrderStatusChip";
import { CustomerLink } from "../../custom/customers/CustomerLink";

interface HistoryEntry {
  id: number;
  from_status: string | null;
  to_status: string;
  user: { id: number; name: string } | null;
  reason?: string | null;
  created_at: string;
}

/** A titled card of the order (several side by side). */
const Section = (props: { title: string; children: ReactNode }) => <TitledCard minWidth={320} {...props} />;

/**
 * What the order holds (read only): customer, lines, totals and the status history with who, when (in the
 * business's time zone) and why.
 */
export function OrderDetails() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const timeZone = useBusinessTimeZone();
  if (!record) return null;
  const history = (record.history ?? []) as HistoryEntry[];

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, width: "100%", mt: 2 }}>
      <Section title="resources.orders.sections.customer">
        <Typography>{record.customer?.name || "—"}</Typography>
        <Typography color="text.secondary" dir="ltr" sx={{ textAlign: "start" }}>
          {record.customer?.phone}
        </Typography>
        <Typography color="text.secondary">{record.customer?.address}</Typography>
        <CustomerLink phone={record.customer?.phone} />
        <Typography sx={{ mt: 1 }}>
          {translate(`resources.orders.types.${record.type}`, { _: record.type })} ·{" "}
          {translate(`resources.orders.paymentStates.${record.payment_state}`, { _: record.payment_state })}
        </Typography>
        {record.notes && <Typography sx={{ mt: 1, fontStyle: "italic" }}>{record.notes}</Typography>}
      </Section>
      <Section title="resources.orders.sections.lines">
        <OrderLines record={record} />
      </Section>
      <Section title="resources.orders.sections.history">
        {history.map((entry) => (
          <Box key={entry.id} sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
            <OrderStatusChip status={entry.to_status} />
            <Typography variant="body2">
              {translate("resources.orders.historyBy", {
                name: entry.user?.name ?? translate("resources.orders.system"),
                date: formatBusinessDateTime(entry.created_at, timeZone),
              })}
            </Typography>
            {entry.reason && (
              <Typography variant="body2" color="text.secondary" sx={{ flexBasis: "100%" }}>
                {translate("resources.orders.reason", { reason: entry.reason })}
              </Typography>
            )}
          </Box>
        ))}
      </Section>
    </Box>
  );
}
