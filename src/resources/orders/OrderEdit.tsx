import {
  Edit,
  required,
  SelectInput,
  SimpleForm,
  TopToolbar,
  useRecordContext,
  type RaRecord,
} from "react-admin";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { OrderDetails } from "./OrderDetails";
import { OrderPrintButton } from "./print/OrderPrintButton";
import { statusChoices, useOrderStatuses } from "./orderStatuses";

const statusRequired = required("app.validation.required");

/** The status select offers the loaded status and the ones the server allows from it. */
const OrderStatusInput = () => {
  const record = useRecordContext<RaRecord>();
  const statuses = useOrderStatuses();
  if (!record) return null;
  const choices = statusChoices(String(record.status), statuses).map((id) => ({
    id,
    name: `resources.orders.statuses.${id}`,
  }));
  return (
    <SelectInput
      source="status"
      label="resources.orders.fields.status"
      choices={choices}
      disabled={choices.length < 2}
      validate={statusRequired}
      sx={{ minWidth: 240 }}
    />
  );
};

/**
 * Edit Order (SPEC §2): the order status select, with the order's lines, totals, customer and history; Print gives
 * the kitchen ticket and the receipt.
 */
const OrderEdit = () => {
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const saveOptions = useSaveOptions("updated");
  return (
    <Edit
      title="resources.orders.editTitle"
      actions={
        <TopToolbar>
          <OrderPrintButton />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={saveOptions}
      transform={(values: RaRecord) => ({ status: values.status, updated_at: values.updated_at })}
    >
      <SimpleForm
        toolbar={
          <SubmitToolbar>{can("orders", "delete", branchId) && <ConfirmDeleteButton />}</SubmitToolbar>
        }
      >
        <OrderStatusInput />
        <OrderDetails />
      </SimpleForm>
    </Edit>
  );
};

export default OrderEdit;
