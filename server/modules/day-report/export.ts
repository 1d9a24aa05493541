import type { Locale } from "../../../src/domain/constants";
import type { CsvValue } from "../../../src/domain/csv";
import { localDateTimeText } from "../../../src/domain/csv";
import { toFils } from "../../../src/domain/money";
import { csvAmount } from "../../../src/domain/csv";
import { wallClock } from "../../../src/domain/zoned-time";
import { nameIn } from "../../db/locales";
import { hasMessage, translate } from "../../i18n";
import type { DayReport } from "./report";

// The daily report as CSV rows (section, line, count, amount), in the reader's language: the same figures as the
// page, one line each, so a spreadsheet adds them up as the report does.

export const DAY_REPORT_HEADINGS = ["section", "line", "count", "amount"] as const;

export function dayReportRows(report: DayReport, locale: Locale): CsvValue[][] {
  const t = (key: string, params = {}) => translate(locale, key, params);
  const amount = (value: number) => csvAmount(toFils(value));
  const at = (iso: string) => localDateTimeText(wallClock(Date.parse(iso), report.time_zone));
  const method = (code: string) =>
    hasMessage(`orders.paymentMethod.${code}`)
      ? t(`orders.paymentMethod.${code}`)
      : hasMessage(`dayReport.method.${code}`)
        ? t(`dayReport.method.${code}`)
        : code;
  const o = report.orders;
  const s = report.stays;
  const zone = { zone: report.time_zone };
  const section = (key: string) => t(`dayReport.section.${key}`);
  const line = (key: string, params = {}) => t(`dayReport.line.${key}`, params);
  const branchName = (id: number) =>
    nameIn(report.branches.find((b) => b.branch_id === id)?.locales ?? [], locale);
  return [
    [section("day"), line("date"), "", report.date],
    [section("day"), line("from", zone), "", at(report.start)],
    [section("day"), line("to", zone), "", at(report.end)],
    [section("day"), line("currency"), "", report.currency],
    [section("orders"), line("sales"), o.orders, amount(o.sales)],
    [section("orders"), line("gross"), "", amount(o.gross)],
    [section("orders"), line("discounts"), "", amount(o.discounts)],
    [section("orders"), line("extraCharges"), "", amount(o.extra_charges)],
    [section("orders"), line("averageTicket"), "", amount(o.average_ticket)],
    [section("orders"), line("received"), "", amount(o.received)],
    [section("orders"), line("outstanding"), "", amount(o.outstanding)],
    [
      section("orders"),
      line("busiestHour"),
      o.busiest_hour?.orders ?? 0,
      o.busiest_hour ? `${String(o.busiest_hour.hour).padStart(2, "0")}:00` : "",
    ],
    [section("orders"), line("pending"), o.pending.count, amount(o.pending.value)],
    [section("orders"), line("rejected"), o.rejected.count, amount(o.rejected.value)],
    [section("orders"), line("canceled"), o.canceled.count, amount(o.canceled.value)],
    ...o.by_type.map((r) => [section("byType"), t(`orders.type.${r.type}`), r.orders, amount(r.sales)]),
    ...o.by_payment_method.map((r) => [
      section("byPaymentMethod"),
      method(r.method),
      r.orders,
      amount(r.sales),
    ]),
    ...o.by_branch.map((r) => [section("byBranch"), branchName(r.branch_id), r.orders, amount(r.sales)]),
    ...o.by_hour.map((r) => [
      section("byHour"),
      `${String(r.hour).padStart(2, "0")}:00`,
      r.orders,
      amount(r.sales),
    ]),
    ...o.items.map((r) => [section("items"), nameIn(r.locales, locale), r.quantity, amount(r.sales)]),
    [section("stays"), line("checkedIn"), s.checked_in.count, amount(s.checked_in.total)],
    [section("stays"), line("checkedOut"), s.checked_out.count, amount(s.checked_out.total)],
    [section("stays"), line("payments"), s.payments.count, amount(s.payments.amount)],
    [section("stays"), line("deposits"), s.deposits.count, amount(s.deposits.amount)],
    [section("stays"), line("refunds"), s.refunds.count, amount(s.refunds.amount)],
    [section("stays"), line("depositReturns"), s.deposit_returns.count, amount(s.deposit_returns.amount)],
    [section("stays"), line("net"), "", amount(s.net)],
    ...s.by_method.map((r) => [section("stayMoney"), method(r.method), "", amount(r.amount)]),
  ];
}
