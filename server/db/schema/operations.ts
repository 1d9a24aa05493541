// Row types of the operations tables (floors, tables, orders, reservations, invoices, notifications, ...).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OperationsTables {}
