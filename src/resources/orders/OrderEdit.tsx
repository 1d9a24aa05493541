import { Edit, required, SimpleForm, TopToolbar, type RaRecord } from "react-admin";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { StatusChangeInput } from "../operations/StatusChangeInput";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { OrderDetails } from "./OrderDetails";
import { OrderPrintButton } from "./print/OrderPrintButton";
import { statusChoices, useOrderStatuses } from "./orderStatuses";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const statusRequired = required("app.validation.required");

/** The status select offers the loaded status and the ones the server allows from it. */
const OrderStatusInput = () => {
  const statuses = useOrderStatuses();
  return (
    <StatusChangeInput
      resource="orders"
      nextStatuses={(current) => statusChoices(current, statuses)}
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
      {...RECORD_PAGE_DEFAULTS}
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
