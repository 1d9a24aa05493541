import type { RaRecord, SortPayload } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

const OrderList = lazyLoaded(() => import("./OrderList"));
const OrderEdit = lazyLoaded(() => import("./OrderEdit"));

/** The orders list's order (newest first), also used to ask for its first page ahead (usePrefetchList). */
export const ORDERS_SORT: SortPayload = { field: "created_at", order: "DESC" };

// Orders come from the apps (QR, tablet); the dashboard lists, updates and deletes them.
export default {
  list: OrderList,
  edit: OrderEdit,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
