import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";
import { ORDER_STATUS_COLORS } from "./orderStatuses";

export const OrderStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={ORDER_STATUS_COLORS[status] ?? "default"}
      label={translate(`resources.orders.statuses.${status}`, { _: status })}
    />
  );
};
