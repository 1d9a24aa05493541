import { useState } from "react";
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import {
  Button,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { RESERVATION_PAYMENT_METHODS } from "../../domain/reservations";
import { hasFieldErrors } from "../operations/formSupport";
import { showMoney } from "../operations/money";
import { useCurrentScope } from "../shared/useCurrentScope";

const methods = RESERVATION_PAYMENT_METHODS.map((id) => ({
  id,
  name: `resources.reservations.payment.methods.${id}`,
}));

/**
 * Cancels the reservation after a confirmation; a canceled stay frees its unit (the record stays). When money was
 * received, the dialog offers to refund all of it (the default) or part of it, entered as its own ledger entry.
 */
export function CancelReservationButton() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { businessId, branchId } = useCurrentScope();
  const [open, setOpen] = useState(false);
  if (!record || record.status === "canceled") return null;
  const paid = Math.max(Number(record.paid) || 0, 0);

  const cancel = async (values: Record<string, unknown>) => {
    const refund = Number(values.refund) || 0;
    try {
      await dataProvider.cancelReservation({
        businessId: businessId!,
        branchId: branchId!,
        id: record.id,
        updatedAt: record.updated_at,
        refund: refund > 0 ? { amount: refund, method: values.method } : undefined,
      });
      setOpen(false);
      notify("app.catalog.notices.updated", { type: "success" });
      refresh();
    } catch (error) {
      if (hasFieldErrors(error)) {
        const errors = (error as { body: { errors: Record<string, string> } }).body.errors;
        return errors.amount ? { ...errors, refund: errors.amount } : errors;
      }
      notifyApiError(error);
    }
  };

  return (
    <>
      <Button label="resources.reservations.cancel.action" color="error" onClick={() => setOpen(true)}>
        <EventBusyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form record={{}} onSubmit={cancel} defaultValues={{ refund: paid, method: "cash" }}>
          <DialogTitle>{translate("app.catalog.confirm.title")}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate("resources.reservations.cancel.content")}
            </DialogContentText>
            {paid > 0 && (
              <>
                <NumberInput
                  source="refund"
                  label={translate("resources.reservations.cancel.refund", {
                    paid: showMoney(paid, record.currency),
                  })}
                  helperText="resources.reservations.cancel.refundHint"
                  min={0}
                  max={paid}
                  fullWidth
                />
                <SelectInput
                  source="method"
                  label="resources.reservations.payment.method"
                  choices={methods}
                  fullWidth
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton
              label="resources.reservations.cancel.confirm"
              color="warning"
              alwaysEnable
              icon={<></>}
            />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
