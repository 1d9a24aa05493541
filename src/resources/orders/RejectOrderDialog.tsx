import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { ORDER_STATUS_REASON_MAX_LENGTH } from "../../domain/constants";

interface RejectOrderDialogProps {
  open: boolean;
  /** "Reject order #20 · Salmiya?" */
  title: string;
  saving: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Asks why before rejecting: the reason is required and kept on the order's status history. */
export function RejectOrderDialog({ open, title, saving, onClose, onReject }: RejectOrderDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState("");
  const given = reason.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reject-order-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (given) onReject(given);
        }}
      >
        <DialogTitle id="reject-order-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate("resources.orders.reject.reason")}
            helperText={translate("resources.orders.reject.help")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: ORDER_STATUS_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!given || saving}>
            {translate("resources.orders.reject.confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
