import { DataTable, useLocaleState, useTranslate, type RaRecord } from "react-admin";
import { PAYMENT_STATES } from "../../domain/constants";
import { addDays, addMonths, deviceToday } from "../../domain/zoned-time";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { showMoney } from "../operations/money";
import { MoneyColumn, NumberColumn, twoLines } from "../operations/listParts";
import { formatDisplayDate } from "../shared/dates";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import type { FilterDeclaration } from "../shared/list/listFilters";
import { PeriodFilter } from "../shared/list/PeriodFilter";
import { ListActions } from "../shared/ListActions";
import { valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { useCurrentScope } from "../shared/useCurrentScope";
import { FinancialSummary } from "./FinancialSummary";
import { invoiceExporter } from "./invoiceExporter";
import { PhoneList } from "../shared/list/PhoneList";

/** The branch filter: the business's branches, named in the current language. */
const BranchFilterInput = (props: FilterDeclaration) => {
  const [locale] = useLocaleState();
  const { business } = useCurrentScope();
  const branches = (business?.branches ?? []).map((branch) => ({
    id: branch.id,
    name: localizedName(branch.locales, locale, branch.slug),
  }));
  return <ChoiceFilter {...props} choices={branches} translateChoice={false} />;
};

// Made once: the list and its filter form are not redrawn by a new array on every render.
const INVOICE_FILTERS = [
  <PeriodFilter key="period" source="from" alwaysOn />,
  <BranchFilterInput key="branch" source="branch_id" label="resources.invoices.fields.branch" alwaysOn />,
  valuesFilter({
    resource: "invoices",
    source: "payment_state",
    values: PAYMENT_STATES,
    names: "resources.reservations.paymentStates",
  }),
];

/** Financial Reports (SPEC §2 /invoices/list): this month by default, by branch, with the invoices below. */
const InvoiceList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { businessId } = useCurrentScope();
  // This month on the device's calendar, as the list opens.
  const monthStart = `${deviceToday().slice(0, 8)}01`;
  // What each invoice is for ("Order #12"), its branch and its payment state, in the reader's language.
  const kindOf = (r: RaRecord) =>
    translate(`resources.invoices.kinds.${r.kind}`, {
      number: r.order_number ?? "",
      id: r.reservation_id ?? "",
    });
  const branchOf = (r: RaRecord) =>
    localizedName(r.branch?.locales as LocalizedText[], locale, `#${r.branch_id}`);
  const paymentStateOf = (r: RaRecord) =>
    translate(`resources.reservations.paymentStates.${r.payment_state}`, { _: r.payment_state });
  return (
    <ResponsiveList
      title="resources.invoices.title"
      queryOptions={{ meta: { businessId } }}
      filters={INVOICE_FILTERS}
      filterDefaultValues={{
        from: monthStart,
        to: addDays(addMonths(monthStart, 1), -1),
      }}
      sort={{ field: "issued_at", order: "DESC" }}
      exporter={invoiceExporter}
      actions={<ListActions withFilters create={false} />}
      header={<FinancialSummary />}
      // Phones: one card per invoice with its number and amount, what it is for, branch, day and payment.
      phone={
        <PhoneList
          primaryText={(r) => `#${r.number}`}
          secondaryText={(r) => `${kindOf(r)} · ${branchOf(r)} · ${paymentStateOf(r)}`}
          tertiaryText={(r) => twoLines(showMoney(r.amount, r.currency), formatDisplayDate(r.issued_on))}
          rowClick={false}
        />
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <NumberColumn resource="invoices" source="number" />
        <DataTable.Col
          source="issued_at"
          label="resources.invoices.fields.issued_on"
          render={(r) => formatDisplayDate(r.issued_on)}
        />
        <DataTable.Col
          source="branch"
          label="resources.invoices.fields.branch"
          disableSort
          render={branchOf}
        />
        <DataTable.Col source="kind" label="resources.invoices.fields.kind" disableSort render={kindOf} />
        <MoneyColumn resource="invoices" source="amount" />
        <DataTable.Col
          source="payment_state"
          label="resources.invoices.fields.payment_state"
          disableSort
          render={paymentStateOf}
        />
      </DataTable>
    </ResponsiveList>
  );
};

export default InvoiceList;
