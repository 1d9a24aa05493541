import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { ButtonSelect } from "../shared/ButtonSelect";
import { OrderStatusChip } from "./OrderStatusChip";
import { statusChoices, useOrderStatuses } from "./orderStatuses";

/**
 * Changes an order's status from the list: only the current status and those the server allows next are
 * offered; a final status shows as a chip. Saves at once (with the updated_at loaded, so a stale list is refused).
 * Each select reads the branch's statuses (one shared query), so their arrival redraws the selects, not the list.
 * A button with the status's chip and a listbox menu mounted on opening, not a form select: a page of orders drew
 * ten selects with their input, form control and closed menu each, about a seventh of the list's first draw.
 */
export function OrderStatusSelect() {
  const statuses = useOrderStatuses();
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const current = String(record.status);
  const choices = statusChoices(current, statuses);
  if (choices.length < 2) return <OrderStatusChip status={current} />;

  const change = (status: string) =>
    update(
      "orders",
      { id: record.id, data: { status, updated_at: record.updated_at }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("app.catalog.notices.updated", { type: "success" }),
        onError: (error) => {
          notifyApiError(error);
          refresh();
        },
      },
    );

  return (
    <ButtonSelect
      label={translate("resources.orders.changeStatus", { number: record.number })}
      value={current}
      options={choices.map((status) => ({ id: status, content: <OrderStatusChip status={status} /> }))}
      onChange={change}
      disabled={isPending}
      sx={{ borderRadius: 4 }}
    />
  );
}
