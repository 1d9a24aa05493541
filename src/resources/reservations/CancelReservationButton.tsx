import { Button, DialogContentText } from "@mui/material";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import {
  NumberInput,
  SaveButton,
  SelectInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { useFormContext } from "react-hook-form";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { showMoney } from "../operations/money";
import { useCurrentScope } from "../shared/useCurrentScope";
import { PAYMENT_METHOD_CHOICES } from "./RecordPaymentButton";
import { ReservationActionDialog } from "./ReservationActionDialog";

/**
 * Cancels the reservation after a confirmation; a canceled stay frees its unit (the record stays). When money was
 * received, the refund starts at 0: the owner types what to return (or takes "Refund all"), with what was received
 * beside it, so one click never hands everything back. A refund is its own ledger entry.
 */
export function CancelReservationButton() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { businessId, branchId } = useCurrentScope();
  if (!record || record.status === "canceled") return null;
  const paid = Math.max(Number(record.paid) || 0, 0);

  const cancel = (values: Record<string, unknown>) => {
    const refund = Number(values.refund) || 0;
    return dataProvider.cancelReservation({
      businessId: businessId!,
      branchId: branchId!,
      id: record.id,
      updatedAt: record.updated_at,
      refund: refund > 0 ? { amount: refund, method: values.method } : undefined,
    });
  };

  return (
    <ReservationActionDialog
      label="resources.reservations.cancel.action"
      icon={<EventBusyIcon />}
      color="error"
      title="app.catalog.confirm.title"
      defaultValues={{ refund: 0, method: "cash" }}
      send={cancel}
      notice="app.catalog.notices.updated"
      // The refund's amount is checked as `amount`: its message goes under the refund.
      placeErrors={(errors) => (errors.amount ? { ...errors, refund: errors.amount } : errors)}
      save={
        <SaveButton label="resources.reservations.cancel.confirm" color="warning" alwaysEnable icon={<></>} />
      }
    >
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
          <RefundAllButton paid={paid} />
          <SelectInput
            source="method"
            label="resources.reservations.payment.method"
            choices={PAYMENT_METHOD_CHOICES}
            fullWidth
          />
        </>
      )}
    </ReservationActionDialog>
  );
}

/** Fills the refund with everything received: a deliberate second step, never the default. */
function RefundAllButton({ paid }: { paid: number }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <Button
      size="small"
      onClick={() => setValue("refund", paid, { shouldDirty: true, shouldValidate: true })}
      sx={{ mt: -1, mb: 1 }}
    >
      {translate("resources.reservations.cancel.refundAll")}
    </Button>
  );
}
