import { lazy } from "react";
import type { RaRecord } from "react-admin";

const OrderList = lazy(() => import("./OrderList"));
const OrderEdit = lazy(() => import("./OrderEdit"));

// Orders come from the apps (QR, tablet); the dashboard lists, updates and deletes them.
export default {
  list: OrderList,
  edit: OrderEdit,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
