import { useLanguage } from "../i18n";
import { navigate, pathOf } from "../router";
import { rememberedOrders } from "../visit";

/** Links to the orders this phone placed at the branch lately: their tracking pages survive a reload. */
export function RecentOrders({ slug }: { slug: string }) {
  const { t } = useLanguage();
  const orders = rememberedOrders(slug);
  if (!orders.length) return null;
  return (
    <nav className="recent-orders" aria-label={t("lastOrders")}>
      {orders.slice(0, 2).map((order) => (
        <a
          key={order.token}
          href={pathOf.order(slug, order.token)}
          onClick={(event) => {
            event.preventDefault();
            navigate(pathOf.order(slug, order.token));
          }}
        >
          {t("trackOrder", { number: order.number })}
        </a>
      ))}
    </nav>
  );
}
