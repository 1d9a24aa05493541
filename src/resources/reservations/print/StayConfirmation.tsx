import type { CSSProperties } from "react";
import { useLocaleState, useTranslate, type RaRecord } from "react-admin";
import type { Locale } from "../../../domain/constants";
import { localizedName, type LocalizedText } from "../../../domain/localizedText";
import { formatMoney, toFils } from "../../../domain/money";
import { formatBusinessDateTime } from "../../shared/businessTime";
import { formatDisplayDate } from "../../shared/dates";

// A stay's confirmation on paper (issue 48), for the guest: the listing and unit, check-in and check-out with their
// times, each night's price as the stay was priced (holiday nights named), the insurance, what was paid, refunded and
// held, what is still due, and the business's terms. Amounts are exact (integer fils, three decimals); times are
// the business's.

interface PriceLine {
  date: string;
  nights: number;
  kind: string;
  amount: number;
}

interface LedgerEntry {
  id: number;
  kind: string;
  amount: number;
  method: string;
  paid_at: string;
}

export interface StayConfirmationProps {
  stay: RaRecord;
  businessName: string;
  branchName: string;
  timeZone: string;
}

const row: CSSProperties = { display: "flex", justifyContent: "space-between", gap: "4mm", padding: "1mm 0" };
const rule: CSSProperties = { border: 0, borderTop: "1px solid #000", margin: "3mm 0" };
const heading: CSSProperties = { fontWeight: "bold", margin: "3mm 0 1mm" };

export function StayConfirmation({ stay, businessName, branchName, timeZone }: StayConfirmationProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: unknown) =>
    formatMoney(toFils(Number(amount ?? 0)), stay.currency, locale as Locale);
  const field = (name: string) => translate(`resources.reservations.fields.${name}`);
  const lines = (stay.price_details ?? []) as PriceLine[];
  const payments = (stay.payments ?? []) as LedgerEntry[];
  const canceled = stay.status === "canceled";
  const terms = (stay.terms ?? {}) as Partial<Record<Locale, string>>;
  const termsText = terms[locale as Locale] || terms[locale === "ar" ? "en" : "ar"] || "";
  const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
    <div style={{ ...row, fontWeight: strong ? "bold" : undefined }}>
      <span>{label}</span>
      <bdi>{value}</bdi>
    </div>
  );

  return (
    <article
      data-testid="stay-confirmation"
      style={{ fontFamily: "Tahoma, Arial, sans-serif", fontSize: "10.5pt", lineHeight: 1.4 }}
    >
      <header style={{ textAlign: "center" }}>
        <div style={{ fontSize: "15pt", fontWeight: "bold" }}>{businessName}</div>
        <div>{branchName}</div>
        <div style={{ fontSize: "13pt", fontWeight: "bold", marginTop: "2mm" }}>
          {translate("resources.reservations.confirmation.title", { id: stay.id })}
        </div>
        {canceled && (
          <div style={{ fontWeight: "bold" }}>{translate("resources.reservations.statuses.canceled")}</div>
        )}
      </header>
      <hr style={rule} />
      <Line label={field("customer")} value={stay.customer?.name ?? ""} />
      {stay.customer?.phone && <Line label={field("phone")} value={stay.customer.phone} />}
      <Line
        label={field("listing")}
        value={`${localizedName(stay.listing?.locales as LocalizedText[], locale)} · ${translate(
          "resources.reservations.board.unit",
          { name: stay.unit_name },
        )}`}
      />
      <Line label={field("from")} value={formatBusinessDateTime(stay.from, timeZone)} />
      <Line label={field("to")} value={formatBusinessDateTime(stay.to, timeZone)} />
      <Line
        label={translate("resources.reservations.confirmation.nights")}
        value={String(stay.nights ?? lines.reduce((sum, line) => sum + line.nights, 0))}
      />
      <div style={heading}>{translate("resources.reservations.confirmation.prices")}</div>
      {lines.map((line, index) => (
        <Line
          key={index}
          label={`${formatDisplayDate(line.date)} · ${translate(
            `resources.reservations.priceKinds.${line.kind}`,
            {
              _: line.kind,
            },
          )}${line.nights > 1 ? ` × ${line.nights}` : ""}`}
          value={money(line.amount)}
        />
      ))}
      <Line label={field("total")} value={money(stay.total)} strong />
      {Number(stay.insurance) > 0 && (
        <Line
          label={translate("resources.reservations.confirmation.insurance")}
          value={money(stay.insurance)}
        />
      )}
      {payments.length > 0 && (
        <>
          <div style={heading}>{translate("resources.reservations.payment.list")}</div>
          {payments.map((payment) => (
            <Line
              key={payment.id}
              label={`${formatBusinessDateTime(payment.paid_at, timeZone).slice(0, 10)} · ${translate(
                `resources.reservations.payment.kinds.${payment.kind}`,
                { _: payment.kind },
              )} · ${translate(`resources.reservations.payment.methods.${payment.method}`, { _: payment.method })}`}
              value={money(
                payment.kind === "refund" || payment.kind === "deposit_return"
                  ? -payment.amount
                  : payment.amount,
              )}
            />
          ))}
        </>
      )}
      <hr style={rule} />
      <Line label={field("received")} value={money(stay.received)} />
      {Number(stay.refunded) > 0 && <Line label={field("refunded")} value={money(stay.refunded)} />}
      {Number(stay.deposit) > 0 && <Line label={field("deposit")} value={money(stay.deposit)} />}
      {canceled ? (
        <Line label={field("kept")} value={money(stay.paid)} strong />
      ) : (
        <Line label={field("balance")} value={money(stay.balance)} strong />
      )}
      {termsText && (
        <>
          <div style={heading}>{translate("resources.reservations.confirmation.terms")}</div>
          <div style={{ whiteSpace: "pre-line", fontSize: "9.5pt" }}>{termsText}</div>
        </>
      )}
    </article>
  );
}
