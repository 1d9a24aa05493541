import type { OrderTotals } from "../../domain/orders";
import { moneyOfFils } from "../format";
import { useLanguage } from "../i18n";

/** The order's totals as the server's rules make them from the menu now (src/domain/orders.ts). */
export function Totals({ totals, currency }: { totals: OrderTotals; currency: string }) {
  const { locale, t } = useLanguage();
  return (
    <dl className="totals">
      <div>
        <dt>{t("subtotal")}</dt>
        <dd>{moneyOfFils(totals.subtotal, currency, locale)}</dd>
      </div>
      {totals.discount > 0 && (
        <div>
          <dt>{t("discount")}</dt>
          <dd>−{moneyOfFils(totals.discount, currency, locale)}</dd>
        </div>
      )}
      {totals.extraCharge > 0 && (
        <div>
          <dt>{t("extraCharge")}</dt>
          <dd>{moneyOfFils(totals.extraCharge, currency, locale)}</dd>
        </div>
      )}
      <div className="grand-total">
        <dt>{t("total")}</dt>
        <dd>{moneyOfFils(totals.total, currency, locale)}</dd>
      </div>
    </dl>
  );
}
