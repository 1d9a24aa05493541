import { useRef, useState, type FormEvent } from "react";
import { cartTotals, priceLines } from "../cart";
import { useCart } from "../cartStore";
import { itemsById, menuOf, useLoaded } from "../data";
import { moneyOfFils } from "../format";
import { useLanguage, type MessageKey } from "../i18n";
import { Choices } from "../layout/Choices";
import { LoadFailed, Loading } from "../layout/Message";
import { closedMessage } from "../menu/StatusBanner";
import { typedPhone } from "../phone";
import { navigate, pathOf } from "../router";
import { readStored, writeStored } from "../storage";
import type { PublicBranch } from "../types";
import { tableNameOf, tableTokenOf } from "../visit";
import { CartLines } from "./CartLines";
import { Field } from "./Field";
import { checkForm, initialForm, orderRequest, typesOffered, type OrderForm } from "./orderForm";
import { sendOrder } from "./placeOrder";
import { Totals } from "./Totals";

// The checkout: the order's lines, how it is served (the table from the QR code, pickup or delivery), who orders,
// how they pay, and the totals before sending. Sent once (placeOrder.ts); the server's answer is final: when its
// total differs (the business's own discount or charge), the page says the server's and asks to send at that.

const isSaved = (value: unknown): value is Partial<OrderForm> => typeof value === "object" && value !== null;

export default function CheckoutPage({ branch }: { branch: PublicBranch }) {
  const { locale, t } = useLanguage();
  const slug = branch.slug;
  const { data: menu, error, retry } = useLoaded(() => menuOf(slug, locale), slug);
  const [cart, update] = useCart(slug);
  const [tableToken] = useState(() => tableTokenOf(slug, null));
  const [form, setForm] = useState(() => initialForm(branch, tableToken, readStored("customer", isSaved)));
  const [errors, setErrors] = useState<Partial<Record<keyof OrderForm, string>>>({});
  const [refusal, setRefusal] = useState("");
  /** The server's total when it differed from the page's, for the lines it was said for. */
  const [serverSaid, setServerSaid] = useState<{ message: string; lines: string } | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  if (error) return <LoadFailed error={error} retry={retry} />;
  if (!menu) return <Loading />;
  const priced = priceLines(cart, itemsById(menu.categories));
  const serverTotal = serverSaid?.lines === JSON.stringify(cart.lines) ? serverSaid.message : null;
  const totals = cartTotals(priced, branch.order_terms);
  const closed = closedMessage(branch, t);
  const types = typesOffered(branch, tableToken);
  const set = (field: keyof OrderForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const backToMenu = () => navigate(pathOf.menu(slug));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = checkForm(form);
    if (Object.keys(found).length) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v as MessageKey)])));
      document
        .querySelector<HTMLElement>(".checkout [aria-invalid='true'], .checkout fieldset.invalid input")
        ?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setRefusal("");
    try {
      const body = orderRequest(form, priced, tableToken, serverTotal === null ? totals.total : null);
      const outcome = await sendOrder(slug, locale, cart, body, tableToken);
      if ("placed" in outcome) {
        writeStored("customer", {
          type: form.type,
          name: form.name,
          phone: form.phone,
          address: form.address,
        });
        navigate(pathOf.order(slug, outcome.placed.tracking_token), { replace: true });
        return;
      }
      setErrors(outcome.fields);
      if (outcome.totalChanged)
        setServerSaid({ message: outcome.totalChanged, lines: JSON.stringify(cart.lines) });
      setRefusal(outcome.message);
    } catch {
      setRefusal(t("networkError"));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (!cart.lines.length)
    return (
      <main className="checkout">
        <p className="empty">{t("cartEmpty")}</p>
        <button type="button" className="button primary" onClick={backToMenu}>
          {t("backToMenu")}
        </button>
      </main>
    );

  const tableName = tableToken ? tableNameOf(tableToken) : undefined;
  const price = moneyOfFils(totals.total, menu.currency, locale);
  return (
    <main className="checkout">
      <button type="button" className="link-button back" onClick={backToMenu}>
        {t("backToMenu")}
      </button>
      <h1>{t("cart")}</h1>
      {closed && (
        <p className="banner closed" role="status">
          {closed}
        </p>
      )}
      <CartLines priced={priced} currency={menu.currency} update={update} />
      <form onSubmit={submit} noValidate>
        <Choices
          legend={t("orderType")}
          options={types.map((type) => ({ value: type, label: t(`type.${type}` as MessageKey) }))}
          chosen={[form.type]}
          onChange={([type]) => set("type")(type)}
          error={errors.type}
        >
          {!types.includes("dine_in") && branch.order_types.includes("dine_in") && (
            <p className="hint">{t("dineInNeedsTable")}</p>
          )}
          {form.type === "dine_in" && (
            <p className="hint">{tableName ? t("table", { name: tableName }) : t("yourTable")}</p>
          )}
        </Choices>
        <Field
          label={t("name")}
          value={form.name}
          error={errors.name}
          autoComplete="name"
          maxLength={255}
          onChange={(e) => set("name")(e.target.value)}
        />
        <Field
          label={t("phone")}
          hint={t("phoneHint")}
          error={errors.phone}
          value={form.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={32}
          onChange={(e) => set("phone")(typedPhone(e.target.value))}
        />
        {form.type === "delivery" && (
          <Field
            label={t("address")}
            multiline
            error={errors.address}
            value={form.address}
            autoComplete="street-address"
            maxLength={1000}
            onChange={(e) => set("address")(e.target.value)}
          />
        )}
        <Field
          label={t("notes")}
          multiline
          value={form.notes}
          maxLength={2000}
          onChange={(e) => set("notes")(e.target.value)}
        />
        {branch.payment_methods.length > 0 && (
          <Choices
            legend={t("payment")}
            options={branch.payment_methods.map((method) => ({
              value: method,
              label: t(`payment.${method}` as MessageKey),
            }))}
            chosen={[form.paymentMethod]}
            onChange={([method]) => set("paymentMethod")(method)}
            error={errors.paymentMethod}
          />
        )}
        <Totals totals={totals} currency={menu.currency} />
        <p className="hint">{t("totalNote")}</p>
        <div role="alert" className="refusal">
          {serverTotal && <p>{serverTotal}</p>}
          {refusal && <p>{refusal}</p>}
        </div>
        <div className="sticky-action">
          <button
            type="submit"
            className="button primary wide"
            disabled={sending || !!closed || (totals.total === 0 && !priced.some((p) => p.available))}
          >
            {sending ? t("sending") : serverTotal ? t("placeOrderAgain") : t("placeOrder", { price })}
          </button>
        </div>
      </form>
    </main>
  );
}
