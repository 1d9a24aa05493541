import type { RaRecord } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { loadSection } from "../../i18n";

const OrderList = lazyLoaded(() => import("./OrderList"));
// The order page offers Add items and line removal: their strings come with it, as with the New order screen.
const OrderEdit = lazyLoaded(() =>
  Promise.all([import("./OrderEdit"), loadSection("orderEntry")]).then(([module]) => module),
);
const OrderEntryPage = lazyLoaded(() =>
  Promise.all([import("./entry/OrderEntryPage"), loadSection("orderEntry")]).then(([module]) => module),
);

// Orders come from the apps (QR, tablet) and from staff (create: the New order screen, issue 48); the dashboard
// lists, updates and deletes them.
export default {
  list: OrderList,
  create: OrderEntryPage,
  edit: OrderEdit,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
