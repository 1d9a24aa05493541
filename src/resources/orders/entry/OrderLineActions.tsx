import { useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from "@mui/material";
import AddIcon from "@mui/icons-material/AddShoppingCart";
import DeleteIcon from "@mui/icons-material/RemoveCircleOutline";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from "react-admin";
import { Link } from "react-router-dom";
import { useAppDataProvider } from "../../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../../dataProvider/errorMessages";
import { ORDER_STATUS_REASON_MAX_LENGTH } from "../../../domain/constants";
import { isOpenOrderStatus, LINE_REMOVAL_STATUSES } from "../../../domain/orders";
import type { OrderStatus } from "../../../domain/constants";
import { useBranchAccess } from "../../shared/useBranchAccess";
import { useCurrentScope } from "../../shared/useCurrentScope";

// The order page's line changes (issue 48): Add items for an open order (the New order screen, adding to it), and
// a line taken out of a pending order with a reason the server keeps on the audit.

/** "Add items": for an open, unpaid order, to users who may take orders in its branch. */
export const AddItemsButton = () => {
  const record = useRecordContext<RaRecord>();
  const can = useBranchAccess();
  const translate = useTranslate();
  if (!record || !isOpenOrderStatus(record.status) || record.payment_state === "paid") return null;
  if (!can("orders", "create", record.branch_id ?? undefined)) return null;
  return (
    <Button component={Link} to={`/orders/create?order=${record.id}`} startIcon={<AddIcon />} size="small">
      {translate("app.orderEntry.addItems")}
    </Button>
  );
};

/** Whether the lines of this order can be taken out here: pending, unpaid, more than one, orders.update. */
export function useMayRemoveLines(record: RaRecord | undefined): boolean {
  const can = useBranchAccess();
  return (
    !!record &&
    LINE_REMOVAL_STATUSES.includes(record.status as OrderStatus) &&
    record.payment_state !== "paid" &&
    (record.lines?.length ?? 0) > 1 &&
    can("orders", "update", record.branch_id ?? undefined)
  );
}

/** The remove button of one line, with its dialog asking why. */
export function RemoveLineButton({
  record,
  lineId,
  name,
}: {
  record: RaRecord;
  lineId: number;
  name: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { business } = useCurrentScope();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!business || !reason.trim()) return;
    setBusy(true);
    try {
      await dataProvider.removeOrderLine({
        businessId: business.id,
        branchId: record.branch_id,
        orderId: Number(record.id),
        lineId,
        reason: reason.trim(),
        updatedAt: record.updated_at,
      });
      notify("app.orderEntry.removed", { type: "success" });
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      refresh();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate("app.orderEntry.removeAction", { name })}
        onClick={() => setOpen(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.orderEntry.removeTitle", { name })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            sx={{ mt: 1 }}
            label={translate("app.orderEntry.removeReason")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: ORDER_STATUS_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate("app.orderEntry.cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || !reason.trim()}
            onClick={() => void remove()}
          >
            {translate("app.orderEntry.removeConfirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
