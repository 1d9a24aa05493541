import { useEffect, useState } from "react";
import { api } from "../api";
import { addLine, EMPTY_CART } from "../cart";
import { updateCart } from "../cartStore";
import { clockAt, money } from "../format";
import { useLanguage, type MessageKey } from "../i18n";
import { LoadFailed, Loading } from "../layout/Message";
import { textIn } from "../localized";
import { navigate, pathOf } from "../router";
import type { PublicBranch, TrackedOrder } from "../types";
import { rememberedOrders } from "../visit";
import { followOrder } from "./followOrder";

// Following an order: its steps (sent → accepted → ready → delivered, or not accepted), changed live by the order's
// public channel without a reload, and reachable again from the menu (the phone remembers its last orders).
// "Order again" puts the same lines back in the cart.

const STEPS = ["pending", "accepted", "ready", "delivered"];
/** Without a live connection (switched off on the server), the page asks this often. */
const POLL_MS = 15_000;

function useTrackedOrder(token: string) {
  const { locale } = useLanguage();
  const [order, setOrder] = useState<TrackedOrder>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let following: { stop: () => void } | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const load = () =>
      api.order(token, locale).then(
        (found) => {
          if (live) {
            setOrder(found);
            setError(undefined);
          }
          return found;
        },
        (failed: unknown) => void (live && setError(failed)),
      );
    void load().then(async (found) => {
      if (!found || !live) return;
      following = await followOrder(
        found.channel,
        (change) => {
          // The status at once; its time in the steps with the order read again.
          if (live) setOrder((o) => (o ? { ...o, status: change.status } : o));
          void load();
        },
        () => void load(),
      ).catch(() => undefined);
      if (!live) following?.stop();
      else poll = setInterval(load, following ? POLL_MS * 4 : POLL_MS);
    });
    return () => {
      live = false;
      following?.stop();
      clearInterval(poll);
    };
  }, [token, locale, attempt]);
  return { order, error, retry: () => setAttempt((n) => n + 1) };
}

export default function TrackingPage({ branch, token }: { branch: PublicBranch; token: string }) {
  const { locale, t } = useLanguage();
  const { order, error, retry } = useTrackedOrder(token);
  if (error && !order) return <LoadFailed error={error} retry={retry} />;
  if (!order) return <Loading />;
  const rejected = order.status === "rejected";
  const reached = STEPS.indexOf(order.status);
  const remembered = rememberedOrders(branch.slug).find((o) => o.token === token);
  const orderAgain = () => {
    if (remembered) updateCart(branch.slug, (cart) => remembered.lines.reduce(addLine, cart ?? EMPTY_CART));
    navigate(pathOf.menu(branch.slug));
  };
  const at = (status: string) => order.history.find((h) => h.status === status)?.at;
  const reason = order.history.find((h) => h.status === "rejected")?.reason;
  return (
    <main className="tracking">
      <h1>{t("orderNumber", { number: order.number })}</h1>
      <p
        className={`status-now status-${order.status}`}
        role="status"
        aria-live="polite"
        data-status={order.status}
      >
        {t(`status.${order.status}` as MessageKey)}
      </p>
      {rejected ? (
        <>
          {reason && <p className="reject-reason">{t("rejectedReason", { reason })}</p>}
          <p className="hint">{t("rejectedHelp")}</p>
        </>
      ) : (
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className={index <= reached ? "done" : ""}
              aria-current={index === reached ? "step" : undefined}
            >
              <span className="step-dot" aria-hidden="true" />
              <span>{t(`status.${step}` as MessageKey)}</span>
              {at(step) && <span className="step-time">{clockAt(at(step)!, branch.time_zone)}</span>}
            </li>
          ))}
        </ol>
      )}
      <p className="hint">{t("liveUpdates")}</p>
      <ul className="cart-lines">
        {order.lines.map((line, index) => (
          <li key={index} className="cart-line">
            <span className="item-name">
              {line.quantity} × {textIn(line.locales, locale)}
            </span>
            <span className="price">{money(line.line_total, order.currency, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div className="grand-total">
          <dt>{t("total")}</dt>
          <dd>{money(order.total, order.currency, locale)}</dd>
        </div>
      </dl>
      <button type="button" className="button primary wide" onClick={orderAgain}>
        {t("orderAgain")}
      </button>
    </main>
  );
}
