import type { CSSProperties, ReactNode } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import type { Locale } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { formatMoney, toFils } from "../../domain/money";
import { formatBusinessDateTime } from "../../resources/shared/businessTime";
import { formatDisplayDate } from "../../resources/shared/dates";
import { hourText, type DayReport, type Movements } from "./dayReport";

// The daily report's figures as one sheet, the same on screen and on paper (80 mm or A4: the print view puts it in
// PrintPortal): plain tables that narrow to a roll's width, amounts exact to the fils in the business's currency.

const table: CSSProperties = { width: "100%", borderCollapse: "collapse", margin: "1mm 0 3mm" };
const cell: CSSProperties = { padding: "0.8mm 1mm", borderBottom: "1px solid #ccc", textAlign: "start" };
const number: CSSProperties = { ...cell, textAlign: "end", whiteSpace: "nowrap" };
const heading: CSSProperties = { fontSize: "1.05em", fontWeight: "bold", margin: "3mm 0 1mm" };

export function DayReportSheet({ report, businessName }: { report: DayReport; businessName: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`app.dayReport.${key}`, options);
  const money = (amount: number) => formatMoney(toFils(amount), report.currency, locale as Locale);
  const branchName = (id: number) =>
    localizedName(report.branches.find((b) => b.branch_id === id)?.locales ?? [], locale, `#${id}`);
  const o = report.orders;
  const s = report.stays;
  const showOrders = report.branches.some((b) => b.orders);
  const showStays = report.branches.some((b) => b.stays);

  const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <section>
      <h2 style={heading}>{title}</h2>
      <table style={table}>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
  const Row = ({
    label,
    count,
    amount,
  }: {
    label: string;
    count?: number | string;
    amount?: number | string;
  }) => (
    <tr>
      <th scope="row" style={{ ...cell, fontWeight: "normal" }}>
        {label}
      </th>
      <td style={number}>{count ?? ""}</td>
      <td style={number}>
        <bdi>{typeof amount === "number" ? money(amount) : (amount ?? "")}</bdi>
      </td>
    </tr>
  );
  const movements = (label: string, m: Movements) => (
    <>
      <Row label={label} count={m.count} amount={m.total} />
      {m.rows.map((stay) => (
        <tr key={stay.id}>
          <td style={{ ...cell, paddingInlineStart: "4mm" }} colSpan={2}>
            #{stay.id} · {localizedName(stay.locales, locale, "")} · {stay.customer_name}
          </td>
          <td style={number}>
            <bdi>{money(stay.balance)}</bdi>
          </td>
        </tr>
      ))}
    </>
  );

  return (
    <article data-testid="day-report" style={{ fontSize: "10pt", lineHeight: 1.35 }}>
      <header style={{ textAlign: "center", marginBottom: "2mm" }}>
        <div style={{ fontWeight: "bold", fontSize: "1.2em" }}>{businessName}</div>
        <div>
          {t("title")} · <bdi>{formatDisplayDate(report.date)}</bdi>
        </div>
        <div>{report.branches.map((b) => branchName(b.branch_id)).join(" · ")}</div>
        <div style={{ fontSize: "0.9em" }}>
          {t("period", {
            from: formatBusinessDateTime(report.start, report.time_zone),
            to: formatBusinessDateTime(report.end, report.time_zone),
          })}
        </div>
      </header>
      {showOrders && (
        <>
          <Section title={t("sections.orders")}>
            <Row label={t("lines.sales")} count={o.orders} amount={o.sales} />
            <Row label={t("lines.gross")} amount={o.gross} />
            <Row label={t("lines.discounts")} amount={o.discounts} />
            <Row label={t("lines.itemDiscounts")} amount={o.item_discounts} />
            <Row label={t("lines.extraCharges")} amount={o.extra_charges} />
            <Row label={t("lines.averageTicket")} amount={o.average_ticket} />
            <Row label={t("lines.received")} amount={o.received} />
            <Row label={t("lines.outstanding")} amount={o.outstanding} />
            <Row
              label={t("lines.busiestHour")}
              count={o.busiest_hour?.orders ?? ""}
              amount={o.busiest_hour ? hourText(o.busiest_hour.hour) : t("none")}
            />
            <Row label={t("lines.pending")} count={o.pending.count} amount={o.pending.value} />
            <Row label={t("lines.rejected")} count={o.rejected.count} amount={o.rejected.value} />
            <Row label={t("lines.canceled")} count={o.canceled.count} amount={o.canceled.value} />
          </Section>
          <Section title={t("sections.byType")}>
            {o.by_type.map((r) => (
              <Row
                key={r.type}
                label={translate(`resources.orders.types.${r.type}`, { _: r.type })}
                count={r.orders}
                amount={r.sales}
              />
            ))}
          </Section>
          <Section title={t("sections.byPaymentMethod")}>
            {o.by_payment_method.map((r) => (
              <Row
                key={r.method}
                label={translate(`resources.reservations.payment.methods.${r.method}`, { _: r.method })}
                count={r.orders}
                amount={r.sales}
              />
            ))}
          </Section>
          {o.by_branch.length > 1 && (
            <Section title={t("sections.byBranch")}>
              {o.by_branch.map((r) => (
                <Row key={r.branch_id} label={branchName(r.branch_id)} count={r.orders} amount={r.sales} />
              ))}
            </Section>
          )}
          <Section title={t("sections.byHour")}>
            {o.by_hour
              .filter((r) => r.orders > 0)
              .map((r) => (
                <Row key={r.hour} label={hourText(r.hour)} count={r.orders} amount={r.sales} />
              ))}
          </Section>
          <Section title={t("sections.items")}>
            {o.items.length ? (
              o.items.map((r) => (
                <Row
                  key={`${r.item_id}-${localizedName(r.locales, "en", "")}`}
                  label={localizedName(r.locales, locale, "")}
                  count={r.quantity}
                  amount={r.sales}
                />
              ))
            ) : (
              <Row label={t("none")} />
            )}
          </Section>
        </>
      )}
      {showStays && (
        <>
          <Section title={t("sections.stays")}>
            {movements(t("lines.checkedIn"), s.checked_in)}
            {movements(t("lines.checkedOut"), s.checked_out)}
            <Row label={t("lines.payments")} count={s.payments.count} amount={s.payments.amount} />
            <Row label={t("lines.deposits")} count={s.deposits.count} amount={s.deposits.amount} />
            <Row label={t("lines.refunds")} count={s.refunds.count} amount={s.refunds.amount} />
            <Row
              label={t("lines.depositReturns")}
              count={s.deposit_returns.count}
              amount={s.deposit_returns.amount}
            />
            <Row label={t("lines.net")} amount={s.net} />
          </Section>
          <Section title={t("sections.stayMoney")}>
            {s.by_method.map((r) => (
              <Row
                key={r.method}
                label={translate(`resources.reservations.payment.methods.${r.method}`, { _: r.method })}
                amount={r.amount}
              />
            ))}
          </Section>
        </>
      )}
    </article>
  );
}
