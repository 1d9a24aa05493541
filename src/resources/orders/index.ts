import type { RaRecord } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

const OrderList = lazyLoaded(() => import("./OrderList"));
const OrderEdit = lazyLoaded(() => import("./OrderEdit"));

// Orders come from the apps (QR, tablet); the dashboard lists, updates and deletes them.
export default {
  list: OrderList,
  edit: OrderEdit,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
