import type { ReactNode } from "react";
import { DataTable, type RaRecord } from "react-admin";
import { showMoney } from "./money";

// Pieces of the lists of orders, reservations and invoices: records of a customer with amounts in a currency.

/** An amount column, in the record's own currency, labelled `resources.{resource}.fields.{source}`. */
export const MoneyColumn = ({
  resource,
  source,
  disableSort,
}: {
  resource: string;
  source: string;
  disableSort?: boolean;
}) => (
  <DataTable.Col
    source={source}
    label={`resources.${resource}.fields.${source}`}
    disableSort={disableSort}
    render={(record: RaRecord) => showMoney(record[source], record.currency)}
  />
);

/** The record's number as people say it ("#12"), labelled `resources.{resource}.fields.{source}`. */
export const NumberColumn = ({ resource, source }: { resource: string; source: string }) => (
  <DataTable.Col
    source={source}
    label={`resources.${resource}.fields.${source}`}
    render={(record: RaRecord) => `#${record[source]}`}
  />
);

/** The customer's name (the customer is answered beside the record and is not a sort key). */
export const CustomerColumn = ({ resource }: { resource: string }) => (
  <DataTable.Col
    source="customer.name"
    label={`resources.${resource}.fields.customer`}
    disableSort
    render={(record: RaRecord) => record.customer?.name ?? ""}
  />
);

/** The first line of a record's phone card: its number and its customer ("#12 · Sara"). */
export const numberAndCustomer = (number: unknown, record: RaRecord) =>
  `#${number} · ${record.customer?.name ?? ""}`;

/** Two lines of a phone card's text (an amount above what it says about the record). */
export const twoLines = (first: ReactNode, second: ReactNode) => (
  <>
    {first}
    <br />
    {second}
  </>
);
