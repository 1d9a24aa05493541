import { MenuItem, TextField } from "@mui/material";
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { OrderStatusChip } from "./OrderStatusChip";
import { statusChoices, useOrderStatuses } from "./orderStatuses";

/**
 * Changes an order's status from the list: only the current status and those the server allows next are
 * offered; a final status shows as a chip. Saves at once (with the updated_at loaded, so a stale list is refused).
 * Each select reads the branch's statuses (one shared query), so their arrival redraws the selects, not the list.
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

  const change = (status: string) => {
    if (status === current) return;
    update(
      "orders",
      { id: record.id, data: { status, updated_at: record.updated_at }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("app.catalog.notices.updated", { type: "success" }),
        onError: (error) => {
          notifyApiError(error);
          refresh();
        },
      },
    );
  };

  // Menu clicks bubble through the portal to the list row: keep them here.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <TextField
        select
        size="small"
        variant="standard"
        value={current}
        disabled={isPending}
        onChange={(event) => change(event.target.value)}
        slotProps={{
          htmlInput: { "aria-label": translate("resources.orders.changeStatus", { number: record.number }) },
        }}
        sx={{ minWidth: 130 }}
      >
        {choices.map((status) => (
          <MenuItem key={status} value={status}>
            <OrderStatusChip status={status} />
          </MenuItem>
        ))}
      </TextField>
    </span>
  );
}
