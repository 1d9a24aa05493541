import { MenuItem, Select } from "@mui/material";
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { settleOrder } from "../../live/orderAlarm";
import { OrderStatusChip } from "./OrderStatusChip";
import { statusChoices, useOrderStatuses } from "./orderStatuses";

/**
 * Changes an order's status from the list: only the current status and those the server allows next are
 * offered; a final status shows as a chip. Saves at once (with the updated_at loaded, so a stale list is refused).
 * Each select reads the branch's statuses (one shared query), so their arrival redraws the selects, not the list.
 * MUI's Select outside any form, drawing the status's chip; clicks stay in it (the row under it opens its order).
 */
export function OrderStatusSelect() {
  const statuses = useOrderStatuses();
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const current = String(record.status);
  const choices = statusChoices(current, statuses);
  if (choices.length < 2) return <OrderStatusChip status={current} />;

  const change = (status: string) =>
    update(
      "orders",
      { id: record.id, data: { status, updated_at: record.updated_at }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          // Answered here: the alarm stops at once, before the live event or the next read of pending orders.
          if (status !== "pending") settleOrder(Number(record.id));
          notify("app.catalog.notices.updated", { type: "success" });
        },
        onError: (error) => {
          notifyApiError(error);
          refresh();
        },
      },
    );

  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Select
        variant="standard"
        disableUnderline
        value={current}
        onChange={(event) => change(event.target.value)}
        disabled={isPending}
        inputProps={{ "aria-label": translate("resources.orders.changeStatus", { number: record.number }) }}
        renderValue={(status) => <OrderStatusChip status={status} />}
        sx={{ "& .MuiSelect-select": { display: "flex", alignItems: "center", borderRadius: 4 } }}
      >
        {choices.map((status) => (
          <MenuItem key={status} value={status}>
            <OrderStatusChip status={status} />
          </MenuItem>
        ))}
      </Select>
    </span>
  );
}
