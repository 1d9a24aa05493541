import { lineDiscount, lineTotal } from "../../domain/orders";
import { QUANTITY_MAX, setQuantity, type Cart, type PricedLine } from "../cart";
import { moneyOfFils } from "../format";
import { useLanguage } from "../i18n";
import { textIn } from "../localized";
import { QuantityStepper } from "../menu/QuantityStepper";

/** The order's lines: name, size and extras, the line's price, its quantity to change (0 removes it). */
export function CartLines({
  priced,
  currency,
  update,
}: {
  priced: PricedLine[];
  currency: string;
  update: (change: (cart: Cart) => Cart) => void;
}) {
  const { locale, t } = useLanguage();
  return (
    <ul className="cart-lines">
      {priced.map(({ line, item, available, input }, index) => {
        const name = item ? textIn(item.locales, locale) : `#${line.itemId}`;
        const size =
          item && item.prices.length > 1 ? item.prices.find((p) => p.id === line.priceId) : undefined;
        const extras = item
          ? line.addonIds
              .map((id) => textIn(item.addons.find((a) => a.id === id)?.locales, locale))
              .filter(Boolean)
          : [];
        return (
          <li key={index} className={available ? "cart-line" : "cart-line unavailable"}>
            <div className="cart-line-text">
              <span className="item-name">
                {name}
                {size ? ` (${textIn(size.locales, locale)})` : ""}
              </span>
              {extras.length > 0 && (
                <span className="cart-line-extras">+ {extras.join(locale === "ar" ? "، " : ", ")}</span>
              )}
              {line.note && <span className="cart-line-extras">“{line.note}”</span>}
              {!available && (
                <span className="badge">{item?.sold_out ? t("soldOut") : t("notOrderable")}</span>
              )}
            </div>
            <span className="price">
              {available ? moneyOfFils(lineTotal(input) - lineDiscount(input), currency, locale) : ""}
            </span>
            <div className="cart-line-actions">
              <QuantityStepper
                value={line.quantity}
                min={0}
                max={QUANTITY_MAX}
                label={`${t("quantity")} ${name}`}
                onChange={(quantity) => update((cart) => setQuantity(cart, index, quantity))}
              />
              <button
                type="button"
                className="link-button"
                aria-label={t("remove", { name })}
                onClick={() => update((cart) => setQuantity(cart, index, 0))}
              >
                ×
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
