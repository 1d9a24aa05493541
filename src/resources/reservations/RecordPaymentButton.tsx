import { useState } from "react";
import { Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import PaymentsIcon from "@mui/icons-material/Payments";
import {
  Button,
  Form,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { apiPost } from "../../dataProvider/httpClient";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { RESERVATION_PAYMENT_METHODS } from "../../domain/reservations";
import { hasFieldErrors } from "../operations/formSupport";
import { useCurrentScope } from "../shared/useCurrentScope";

const requiredField = required("app.validation.required");
const positive = (value: unknown) =>
  Number(value) > 0 ? undefined : "resources.reservations.payment.positive";
const methods = RESERVATION_PAYMENT_METHODS.map((id) => ({
  id,
  name: `resources.reservations.payment.methods.${id}`,
}));

/** Records a payment of the reservation (amount, method, notes); the server derives the payment state. */
export function RecordPaymentButton() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const { businessId, branchId } = useCurrentScope();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      await apiPost(`business/${businessId}/branches/${branchId}/reservations/${record.id}/payments`, {
        amount: Number(values.amount),
        method: values.method,
        notes: values.notes ?? "",
      });
      setOpen(false);
      notify("app.catalog.notices.created", { type: "success" });
      refresh();
    } catch (error) {
      if (hasFieldErrors(error)) return (error as { body: { errors: Record<string, string> } }).body.errors;
      notifyApiError(error);
    }
  };

  return (
    <>
      <Button label="resources.reservations.payment.record" onClick={() => setOpen(true)}>
        <PaymentsIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form
          onSubmit={submit}
          defaultValues={{ amount: Math.max(Number(record.balance) || 0, 0) || undefined, method: "cash" }}
        >
          <DialogTitle>{translate("resources.reservations.payment.record")}</DialogTitle>
          <DialogContent>
            <NumberInput
              source="amount"
              label="resources.reservations.payment.amount"
              validate={[requiredField, positive]}
              fullWidth
            />
            <SelectInput
              source="method"
              label="resources.reservations.payment.method"
              choices={methods}
              validate={requiredField}
              fullWidth
            />
            <TextInput source="notes" label="resources.reservations.fields.notes" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="app.catalog.form.submit" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
