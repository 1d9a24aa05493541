import type { CSSProperties } from "react";
import { useLocaleState, useTranslate, type RaRecord } from "react-admin";
import type { Locale } from "../../../domain/constants";
import { localizedName, type LocalizedText } from "../../../domain/localizedText";
import { formatMoney, toFils } from "../../../domain/money";
import { formatBusinessDateTime } from "../../shared/businessTime";

export type PrintLayout = "kitchen" | "receipt";

interface PrintedLine {
  id: number;
  locales: LocalizedText[];
  quantity: number;
  addons: { id: number | null; locales: LocalizedText[] }[];
  line_total: number;
}

export interface OrderPrintoutProps {
  order: RaRecord;
  layout: PrintLayout;
  businessName: string;
  branchName: string;
  tableName?: string;
  timeZone: string;
}

const row: CSSProperties = { display: "flex", justifyContent: "space-between", gap: "2mm" };
const rule: CSSProperties = { border: 0, borderTop: "1px dashed #000", margin: "2mm 0" };

/**
 * An order on paper. The kitchen ticket has what the cooks need, large: order number, type and table, quantities,
 * items with their addons, and the notes. The receipt adds the business, the customer and the amounts (exact, from
 * integer fils with three decimals). Dates are in the business time zone.
 */
export function OrderPrintout({
  order,
  layout,
  businessName,
  branchName,
  tableName,
  timeZone,
}: OrderPrintoutProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = (locales: LocalizedText[]) =>
    localizedName(locales, locale, translate("resources.orders.noName"));
  const money = (amount: unknown) =>
    formatMoney(toFils(Number(amount ?? 0)), order.currency, locale as Locale);
  const kitchen = layout === "kitchen";
  const lines = (order.lines ?? []) as PrintedLine[];
  const totals: [string, number][] = [
    ["subtotal", order.subtotal],
    ["discount", -order.discount],
    ["extra_charge", order.extra_charge],
  ];

  return (
    <article
      data-testid={`order-${layout}`}
      style={{
        fontFamily: "Tahoma, Arial, sans-serif",
        fontSize: kitchen ? "14pt" : "10pt",
        lineHeight: 1.35,
      }}
    >
      <header style={{ textAlign: "center" }}>
        {!kitchen && <div style={{ fontSize: "13pt", fontWeight: "bold" }}>{businessName}</div>}
        <div>{branchName}</div>
        <div style={{ fontWeight: "bold" }}>
          {translate(kitchen ? "app.frontDesk.print.kitchenTitle" : "app.frontDesk.print.receiptTitle")}
        </div>
        <div
          style={{ fontSize: kitchen ? "20pt" : "13pt", fontWeight: "bold" }}
          data-testid="print-order-number"
        >
          {translate("app.frontDesk.print.order", { number: `#${order.number}` })}
        </div>
        <div>
          {translate(`resources.orders.types.${order.type}`, { _: order.type })}
          {tableName ? ` · ${translate("app.frontDesk.print.table", { name: tableName })}` : ""}
        </div>
        <div dir="ltr">{formatBusinessDateTime(order.created_at, timeZone)}</div>
      </header>
      {!kitchen && (order.customer?.name || order.customer?.phone) && (
        <>
          <hr style={rule} />
          <div>{order.customer?.name}</div>
          <div dir="ltr" style={{ textAlign: "start" }}>
            {order.customer?.phone}
          </div>
          <div>{order.customer?.address}</div>
        </>
      )}
      <hr style={rule} />
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th style={{ textAlign: "start" }}>{translate("app.frontDesk.print.quantity")}</th>
            <th style={{ textAlign: "start" }}>{translate("app.frontDesk.print.item")}</th>
            {!kitchen && <th style={{ textAlign: "end" }}>{translate("app.frontDesk.print.amount")}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid="print-line" style={{ verticalAlign: "top" }}>
              <td style={{ fontWeight: "bold", paddingInlineEnd: "2mm" }}>{line.quantity}×</td>
              <td>
                <div style={{ fontWeight: kitchen ? "bold" : undefined }}>{name(line.locales)}</div>
                {line.addons.map((addon, index) => (
                  <div key={addon.id ?? index} style={{ paddingInlineStart: "3mm" }}>
                    + {name(addon.locales)}
                  </div>
                ))}
              </td>
              {!kitchen && (
                <td style={{ textAlign: "end", whiteSpace: "nowrap" }}>{money(line.line_total)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {order.notes && (
        <>
          <hr style={rule} />
          <div style={{ fontWeight: "bold" }}>{translate("app.frontDesk.print.notes")}</div>
          <div data-testid="print-notes" style={{ whiteSpace: "pre-wrap" }}>
            {order.notes}
          </div>
        </>
      )}
      {!kitchen && (
        <>
          <hr style={rule} />
          {totals.map(([key, amount]) => (
            <div key={key} style={row}>
              <span>{translate(`resources.orders.fields.${key}`)}</span>
              <span>{money(amount)}</span>
            </div>
          ))}
          <div style={{ ...row, fontWeight: "bold", fontSize: "12pt" }}>
            <span>{translate("resources.orders.fields.total")}</span>
            <span data-testid="print-total">{money(order.total)}</span>
          </div>
          <hr style={rule} />
          <div style={{ textAlign: "center" }}>{translate("app.frontDesk.print.thanks")}</div>
        </>
      )}
    </article>
  );
}
