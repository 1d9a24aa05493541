import type { AppNotification } from "./useNotifications";

/** Where a notification leads: the business and branch it is about, and the order's or reservation's page. */
export interface NotificationTarget {
  businessId?: number;
  branchId?: number;
  path: string;
}

const positiveId = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;

/** The record a notification is about (its data names order_id, reservation_id or a calling table), else undefined. */
export function notificationTarget(notification: AppNotification): NotificationTarget | undefined {
  const scope = {
    businessId: positiveId(notification.business_id),
    branchId: positiveId(notification.branch_id),
  };
  const orderId = positiveId(notification.data.order_id);
  if (orderId) return { ...scope, path: `/orders/${orderId}` };
  const reservationId = positiveId(notification.data.reservation_id);
  if (reservationId) return { ...scope, path: `/reservations/${reservationId}` };
  // A guest calling a waiter: the orders of that table.
  const tableId = positiveId(notification.data.table_id);
  if (tableId)
    return { ...scope, path: `/orders?filter=${encodeURIComponent(JSON.stringify({ table_id: tableId }))}` };
  return undefined;
}
