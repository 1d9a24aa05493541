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
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { RESERVATION_PAYMENT_METHODS, type LedgerKind } from "../../domain/reservations";
import { hasFieldErrors } from "../operations/formSupport";
import { useCurrentScope } from "../shared/useCurrentScope";

const requiredField = required("app.validation.required");
const positive = (value: unknown) =>
  Number(value) > 0 ? undefined : "resources.reservations.payment.positive";
const methods = RESERVATION_PAYMENT_METHODS.map((id) => ({
  id,
  name: `resources.reservations.payment.methods.${id}`,
}));

/** What each kind of entry offers by default: the balance, what was kept, the insurance left, the deposit held. */
function suggestedAmount(record: RaRecord, kind: LedgerKind): number {
  const n = (value: unknown) => Math.max(Number(value) || 0, 0);
  if (kind === "refund") return n(record.paid);
  if (kind === "deposit") return n(n(record.insurance) - n(record.deposit));
  if (kind === "deposit_return") return n(record.deposit);
  return n(record.balance);
}

/**
 * Enters money in the reservation's ledger (amount, method, notes): a payment by default, or a refund, or the
 * listing's insurance deposit collected or returned. The server checks the limits and derives the payment state.
 */
export function RecordPaymentButton({ kind = "payment" }: { kind?: LedgerKind }) {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { businessId, branchId } = useCurrentScope();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.recordReservationPayment({
        businessId: businessId!,
        branchId: branchId!,
        id: record.id,
        entry: { amount: Number(values.amount), method: values.method, kind, notes: values.notes ?? "" },
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
      <Button label={`resources.reservations.payment.actions.${kind}`} onClick={() => setOpen(true)}>
        <PaymentsIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        {/* A record of its own: the reservation's notes must not fill the payment's notes. */}
        <Form
          record={{}}
          onSubmit={submit}
          defaultValues={{ amount: suggestedAmount(record, kind) || undefined, method: "cash", notes: "" }}
        >
          <DialogTitle>{translate(`resources.reservations.payment.actions.${kind}`)}</DialogTitle>
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
