import { toFils } from "../../domain/money";
import { lineDiscount } from "../../domain/orders";
import { discountOf } from "../cart";
import { moneyOfFils } from "../format";
import { useLanguage } from "../i18n";
import type { MenuItem } from "../types";

/** A unit price in fils and the same after the item's discount (the server's rule: src/domain/orders.ts). */
export function unitPrices(item: MenuItem, price: number): { full: number; now: number } {
  const full = toFils(price);
  const off = lineDiscount({ unitPrice: full, quantity: 1, addons: [], discount: discountOf(item) });
  return { full, now: full - off };
}

/** The price a customer pays, and the struck price before the discount when there is one. */
export function PriceTag({ item, price, currency }: { item: MenuItem; price: number; currency: string }) {
  const { locale, t } = useLanguage();
  const { full, now } = unitPrices(item, price);
  const shown = moneyOfFils(now, currency, locale);
  if (now === full) return <span className="price">{shown}</span>;
  const was = moneyOfFils(full, currency, locale);
  return (
    <span className="price">
      <span className="price-now">{shown}</span>{" "}
      <s className="price-was">
        <span className="visually-hidden">{t("was", { price: "" })}</span>
        {was}
      </s>
    </span>
  );
}
