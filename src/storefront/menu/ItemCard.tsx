import { memo } from "react";
import { isOrderable } from "../cart";
import { useLanguage } from "../i18n";
import { languageOf, textIn } from "../localized";
import type { MenuItem } from "../types";
import { imagesOf, Picture } from "./Picture";
import { PriceTag } from "./PriceTag";

// One item of the menu: a button that opens its sheet (pictures, sizes, extras). Sold-out and not-orderable items
// are marked here and cannot be added there.

export const ItemCard = memo(function ItemCard({
  item,
  currency,
  onOpen,
}: {
  item: MenuItem;
  currency: string;
  onOpen: (item: MenuItem) => void;
}) {
  const { locale, t } = useLanguage();
  const name = textIn(item.locales, locale);
  const description = textIn(item.locales, locale, "description");
  const picture = imagesOf(item.pictures)[0];
  const badge = item.sold_out ? t("soldOut") : !isOrderable(item) ? t("notOrderable") : null;
  return (
    <li className={`item-card${badge ? " unavailable" : ""}`}>
      <button type="button" className="item-open" onClick={() => onOpen(item)} data-item-id={item.id}>
        <span className="item-text">
          <span className="item-name" lang={languageOf(item.locales, locale)}>
            {name}
          </span>
          {description && <span className="item-description">{description}</span>}
          <span className="item-meta">
            {item.prices[0] && <PriceTag item={item} price={item.prices[0].price} currency={currency} />}
            {badge && <span className="badge">{badge}</span>}
          </span>
        </span>
        {picture && <Picture className="item-picture" picture={picture} sizes="96px" />}
      </button>
    </li>
  );
});
