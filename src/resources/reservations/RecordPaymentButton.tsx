import PaymentsIcon from "@mui/icons-material/Payments";
import {
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useRecordContext,
  type RaRecord,
} from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { RESERVATION_PAYMENT_METHODS, type LedgerKind } from "../../domain/reservations";
import { choicesOf } from "../shared/choices";
import { useCurrentScope } from "../shared/useCurrentScope";
import { ReservationActionDialog } from "./ReservationActionDialog";

const requiredField = required("app.validation.required");
const positive = (value: unknown) =>
  Number(value) > 0 ? undefined : "resources.reservations.payment.positive";

/** How money moved (cash, card…): a payment's method and a cancellation's refund's. */
export const PAYMENT_METHOD_CHOICES = choicesOf(
  RESERVATION_PAYMENT_METHODS,
  "resources.reservations.payment.methods",
);

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
  const dataProvider = useAppDataProvider();
  const { businessId, branchId } = useCurrentScope();
  if (!record) return null;

  const send = (values: Record<string, unknown>) =>
    dataProvider.recordReservationPayment({
      businessId: businessId!,
      branchId: branchId!,
      id: record.id,
      entry: { amount: Number(values.amount), method: values.method, kind, notes: values.notes ?? "" },
    });

  return (
    <ReservationActionDialog
      label={`resources.reservations.payment.actions.${kind}`}
      icon={<PaymentsIcon />}
      title={`resources.reservations.payment.actions.${kind}`}
      defaultValues={{ amount: suggestedAmount(record, kind) || undefined, method: "cash", notes: "" }}
      send={send}
      notice="app.catalog.notices.created"
      save={<SaveButton label="app.catalog.form.submit" alwaysEnable />}
    >
      <NumberInput
        source="amount"
        label="resources.reservations.payment.amount"
        validate={[requiredField, positive]}
        fullWidth
      />
      <SelectInput
        source="method"
        label="resources.reservations.payment.method"
        choices={PAYMENT_METHOD_CHOICES}
        validate={requiredField}
        fullWidth
      />
      <TextInput source="notes" label="resources.reservations.fields.notes" fullWidth />
    </ReservationActionDialog>
  );
}
