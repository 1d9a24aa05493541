import { useNotify, useRefresh, useUpdate, type RaRecord } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { settleOrder } from "../../live/orderAlarm";

/**
 * Moves an order to a status, with the reason given (a rejection's), saved at once with the updated_at loaded (a
 * stale page is refused, then read again). The list's select and the order page's buttons share it.
 */
export function useChangeOrderStatus() {
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const changeStatus = (record: RaRecord, status: string, reason?: string, onDone?: () => void) =>
    update(
      "orders",
      {
        id: record.id,
        data: { status, ...(reason ? { reason } : {}), updated_at: record.updated_at },
        previousData: record,
      },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          onDone?.();
          // Answered here: the alarm stops at once, before the live event or the next read of pending orders.
          if (status !== "pending") settleOrder(Number(record.id));
          notify("app.catalog.notices.updated", { type: "success" });
        },
        onError: (error) => {
          onDone?.();
          notifyApiError(error);
          refresh();
        },
      },
    );
  return { changeStatus, isPending };
}
