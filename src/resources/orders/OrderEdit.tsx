import { Box, Stack } from "@mui/material";
import { Edit, TopToolbar, useRecordContext, type RaRecord } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useBranchAccess } from "../shared/useBranchAccess";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";
import { OrderDetails } from "./OrderDetails";
import { OrderStatusActions } from "./OrderStatusActions";
import { OrderPrintButton } from "./print/OrderPrintButton";
import { useOrderName } from "./useOrderName";
import { AddItemsButton } from "./entry/OrderLineActions";

/** "Order #20 · Salmiya": the number and the branch (numbers repeat per branch), in the top bar. */
const OrderTitle = () => {
  const record = useRecordContext<RaRecord>();
  const orderName = useOrderName();
  return record ? <span>{orderName(record)}</span> : null;
};

/**
 * Deleting an order (orders.delete, SPEC §6) is the page's last action, never a list row's first, and its
 * confirmation names the order; the server audits it.
 */
const OrderDeleteButton = () => {
  const record = useRecordContext<RaRecord>();
  const can = useBranchAccess();
  const orderName = useOrderName();
  if (!record || !can("orders", "delete", record.branch_id ?? undefined)) return null;
  return <ConfirmDeleteButton confirmTitle={orderName(record, "deleteConfirm")} />;
};

/**
 * The order page (SPEC §2's order edit): titled with the order's number and branch; a pending order is answered
 * with one button per allowed next status (Accept, Reject with a reason…), saved at once; then its lines, totals,
 * customer and history. Print gives the kitchen ticket and the receipt.
 */
const OrderEdit = () => (
  <Edit
    {...RECORD_PAGE_DEFAULTS}
    title={<OrderTitle />}
    actions={
      <TopToolbar>
        <AddItemsButton />
        <OrderPrintButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <OrderStatusActions />
      <OrderDetails />
      <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 2 }}>
        <OrderDeleteButton />
      </Stack>
    </Box>
  </Edit>
);

export default OrderEdit;
