import dayjs from "dayjs";
import {
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { PAYMENT_STATES } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { showMoney } from "../operations/money";
import { PeriodFilter } from "../operations/PeriodFilter";
import { formatDisplayDate } from "../shared/dates";
import { LIST_DEFAULTS } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useCurrentScope } from "../shared/useCurrentScope";
import { FinancialSummary } from "./FinancialSummary";
import { invoiceExporter } from "./invoiceExporter";

const ISO_DAY = "YYYY-MM-DD";

/** Financial Reports (SPEC §2 /invoices/list): this month by default, by branch, with the invoices below. */
const InvoiceList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { business, businessId } = useCurrentScope();
  const isPhone = useIsPhone();
  const branches = (business?.branches ?? []).map((branch) => ({
    id: branch.id,
    name: localizedName(branch.locales, locale, branch.slug),
  }));
  const filters = [
    <PeriodFilter key="period" source="from" alwaysOn />,
    <SelectInput
      key="branch"
      source="branch_id"
      label="resources.invoices.fields.branch"
      choices={branches}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="payment"
      source="payment_state"
      label="resources.invoices.fields.payment_state"
      choices={PAYMENT_STATES.map((id) => ({ id, name: `resources.reservations.paymentStates.${id}` }))}
    />,
  ];
  return (
    <List
      {...LIST_DEFAULTS}
      title="resources.invoices.title"
      queryOptions={{ meta: { businessId } }}
      filters={filters}
      filterDefaultValues={{
        from: dayjs().startOf("month").format(ISO_DAY),
        to: dayjs().endOf("month").format(ISO_DAY),
      }}
      sort={{ field: "issued_at", order: "DESC" }}
      exporter={invoiceExporter}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <FinancialSummary />
      {isPhone ? (
        // Phones: one card per invoice with its number and amount, what it is for, branch, day and payment.
        <SimpleList
          primaryText={(r) => `#${r.number}`}
          secondaryText={(r) =>
            `${translate(`resources.invoices.kinds.${r.kind}`, {
              number: r.order_number ?? "",
              id: r.reservation_id ?? "",
            })} · ${localizedName(r.branch?.locales as LocalizedText[], locale, `#${r.branch_id}`)} · ${translate(
              `resources.reservations.paymentStates.${r.payment_state}`,
              { _: r.payment_state },
            )}`
          }
          tertiaryText={(r) => (
            <>
              {showMoney(r.amount, r.currency)}
              <br />
              {formatDisplayDate(r.issued_on)}
            </>
          )}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="number"
            label="resources.invoices.fields.number"
            render={(r) => `#${r.number}`}
          />
          <DataTable.Col
            source="issued_at"
            label="resources.invoices.fields.issued_on"
            render={(r) => formatDisplayDate(r.issued_on)}
          />
          <DataTable.Col
            source="branch"
            label="resources.invoices.fields.branch"
            disableSort
            render={(r) => localizedName(r.branch?.locales as LocalizedText[], locale, `#${r.branch_id}`)}
          />
          <DataTable.Col
            source="kind"
            label="resources.invoices.fields.kind"
            disableSort
            render={(r) =>
              translate(`resources.invoices.kinds.${r.kind}`, {
                number: r.order_number ?? "",
                id: r.reservation_id ?? "",
              })
            }
          />
          <DataTable.Col
            source="amount"
            label="resources.invoices.fields.amount"
            render={(r) => showMoney(r.amount, r.currency)}
          />
          <DataTable.Col
            source="payment_state"
            label="resources.invoices.fields.payment_state"
            disableSort
            render={(r) =>
              translate(`resources.reservations.paymentStates.${r.payment_state}`, { _: r.payment_state })
            }
          />
        </DataTable>
      )}
    </List>
  );
};

export default InvoiceList;
