import { useState } from "react";
import { toFils } from "../../domain/money";
import { lineDiscount, lineTotal } from "../../domain/orders";
import { discountOf, isOrderable, QUANTITY_MAX, type CartLine } from "../cart";
import { money, moneyOfFils } from "../format";
import { useLanguage } from "../i18n";
import { languageOf, textIn } from "../localized";
import type { MenuItem } from "../types";
import { Choices } from "../layout/Choices";
import { Dialog } from "./Dialog";
import { imagesOf, Picture } from "./Picture";
import { PriceTag } from "./PriceTag";
import { QuantityStepper } from "./QuantityStepper";

// An item's sheet: its pictures, sizes (price options), extras, quantity and a note, and the button that adds it to
// the order with the line's price. An item that cannot be ordered (sold out, switched off, the branch closed) shows
// why instead of the button.

export function ItemSheet({
  item,
  currency,
  refusal,
  onAdd,
  onClose,
}: {
  item: MenuItem;
  currency: string;
  /** why nothing can be added now (the branch is closed), if so */
  refusal: string | null;
  onAdd: (line: CartLine) => void;
  onClose: () => void;
}) {
  const { locale, t } = useLanguage();
  const [priceId, setPriceId] = useState(item.prices[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const name = textIn(item.locales, locale);
  const description = textIn(item.locales, locale, "description");
  const pictures = imagesOf(item.pictures);
  const price = item.prices.find((p) => p.id === priceId) ?? item.prices[0];
  const line = {
    unitPrice: price ? toFils(price.price) : 0,
    quantity,
    addons: item.addons.filter((a) => addonIds.includes(a.id)).map((a) => toFils(a.price)),
    discount: discountOf(item),
  };
  const linePrice = moneyOfFils(lineTotal(line) - lineDiscount(line), currency, locale);
  const blocked = item.sold_out ? t("soldOut") : !isOrderable(item) ? t("notOrderable") : refusal;

  return (
    <Dialog label={name} onClose={onClose}>
      {pictures.length > 0 && (
        // Several pictures scroll sideways: the strip takes the focus, so a keyboard can scroll it too.
        <div
          className="sheet-pictures"
          {...(pictures.length > 1 ? { tabIndex: 0, role: "group", "aria-label": name } : {})}
        >
          {pictures.map((picture, index) => (
            <Picture
              key={picture.src}
              picture={picture}
              sizes="(min-width: 600px) 560px, 100vw"
              alt={t("pictureOf", { n: index + 1, count: pictures.length, name })}
              eager={index === 0}
            />
          ))}
        </div>
      )}
      <h2 className="sheet-title" lang={languageOf(item.locales, locale)}>
        {name}
      </h2>
      {description && <p className="sheet-description">{description}</p>}
      {price && item.prices.length === 1 && <PriceTag item={item} price={price.price} currency={currency} />}
      {item.discount && textIn(item.discount.locales, locale) && (
        <p className="offer">{textIn(item.discount.locales, locale)}</p>
      )}
      {item.prices.length > 1 && (
        <Choices
          legend={t("size")}
          options={item.prices.map((option) => ({
            value: option.id,
            label: textIn(option.locales, locale),
            aside: <PriceTag item={item} price={option.price} currency={currency} />,
          }))}
          chosen={priceId === null ? [] : [priceId]}
          onChange={([id]) => setPriceId(id)}
        />
      )}
      {item.addons.length > 0 && (
        <Choices
          legend={t("addons")}
          multiple
          options={item.addons.map((addon) => ({
            value: addon.id,
            label: textIn(addon.locales, locale),
            aside: <span className="price">+{money(addon.price, currency, locale)}</span>,
          }))}
          chosen={addonIds}
          onChange={setAddonIds}
        />
      )}
      {!blocked && (
        <>
          <QuantityStepper value={quantity} max={QUANTITY_MAX} onChange={setQuantity} label={t("quantity")} />
          <label className="field">
            <span>{t("note")}</span>
            <textarea
              value={note}
              maxLength={500}
              rows={2}
              placeholder={t("notePlaceholder")}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
        </>
      )}
      <div className="sheet-actions">
        {blocked ? (
          <p className="refusal" role="status">
            {blocked}
          </p>
        ) : (
          <button
            type="button"
            className="button primary wide"
            onClick={() => onAdd({ itemId: item.id, priceId: price?.id ?? null, addonIds, quantity, note })}
          >
            {t("addToCart", { price: linePrice })}
          </button>
        )}
      </div>
    </Dialog>
  );
}
