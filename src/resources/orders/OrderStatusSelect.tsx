import { useState } from "react";
import { MenuItem, Select } from "@mui/material";
import { useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { OrderStatusChip } from "./OrderStatusChip";
import { statusChoices, useOrderStatuses } from "./orderStatuses";
import { RejectOrderDialog } from "./RejectOrderDialog";
import { useChangeOrderStatus } from "./useChangeOrderStatus";
import { useOrderName } from "./useOrderName";

/**
 * Changes an order's status from the list: only the current status and those the server allows next are
 * offered; a final status shows as a chip. Saves at once (with the updated_at loaded, so a stale list is refused);
 * Rejected first asks for the reason, as the order page does.
 * Each select reads the branch's statuses (one shared query), so their arrival redraws the selects, not the list.
 * MUI's Select outside any form, drawing the status's chip; clicks stay in it (the row under it opens its order).
 */
export function OrderStatusSelect() {
  const statuses = useOrderStatuses();
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const orderName = useOrderName();
  const { changeStatus, isPending } = useChangeOrderStatus();
  const [rejecting, setRejecting] = useState(false);
  if (!record) return null;
  const current = String(record.status);
  const choices = statusChoices(current, statuses);
  if (choices.length < 2) return <OrderStatusChip status={current} />;

  const change = (status: string) =>
    status === "rejected" ? setRejecting(true) : changeStatus(record, status);

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
      {rejecting && (
        <RejectOrderDialog
          open
          title={orderName(record, "reject.title")}
          saving={isPending}
          onClose={() => setRejecting(false)}
          onReject={(reason) => changeStatus(record, "rejected", reason, () => setRejecting(false))}
        />
      )}
    </span>
  );
}
