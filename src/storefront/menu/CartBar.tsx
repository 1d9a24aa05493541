import { priceLines, cartTotals, itemCount, type Cart } from "../cart";
import { moneyOfFils } from "../format";
import { useLanguage } from "../i18n";
import { navigate, pathOf } from "../router";
import type { MenuItem } from "../types";

/** The order so far, at the bottom of the menu: how many and how much; a tap opens the checkout. */
export function CartBar({
  slug,
  cart,
  items,
  currency,
}: {
  slug: string;
  cart: Cart;
  items: ReadonlyMap<number, MenuItem>;
  currency: string;
}) {
  const { locale, t } = useLanguage();
  const count = itemCount(cart);
  if (!count) return null;
  const totals = cartTotals(priceLines(cart, items));
  return (
    <div className="cart-bar">
      <a
        className="button primary wide"
        href={pathOf.checkout(slug)}
        onClick={(event) => {
          event.preventDefault();
          navigate(pathOf.checkout(slug));
        }}
      >
        {t("cartButton", { count, price: moneyOfFils(totals.total, currency, locale) })}
      </a>
    </div>
  );
}
