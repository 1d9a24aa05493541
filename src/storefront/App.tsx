import { lazy, Suspense } from "react";
import { useLanguage } from "./i18n";
import { LanguageProvider } from "./language";
import { BranchFrame } from "./layout/BranchFrame";
import { Loading, Message } from "./layout/Message";
import { MenuPage } from "./menu/MenuPage";
import { routeOf, useAddress, type Route } from "./router";

// The menu is in the first load; the other pages are fetched when opened (the checkout brings the phone rules, the
// tracking page the live connection), so the menu's first load stays small.
const CheckoutPage = lazy(() => import("./checkout/CheckoutPage"));
const TrackingPage = lazy(() => import("./tracking/TrackingPage"));
const ListingsPage = lazy(() => import("./stays/ListingsPage"));
const StayPage = lazy(() => import("./stays/StayPage"));

function Page({ route }: { route: Exclude<Route, { page: "home" }> }) {
  return (
    <BranchFrame slug={route.slug}>
      {(branch) => (
        <Suspense fallback={<Loading />}>
          {route.page === "menu" &&
            (branch.business.type === "restaurant" ? (
              <MenuPage branch={branch} tableToken={route.tableToken} />
            ) : (
              <ListingsPage branch={branch} />
            ))}
          {route.page === "checkout" && <CheckoutPage branch={branch} />}
          {route.page === "order" && <TrackingPage branch={branch} token={route.token} />}
          {route.page === "stay" && <StayPage branch={branch} listingId={route.listingId} />}
        </Suspense>
      )}
    </BranchFrame>
  );
}

function Pages() {
  const address = useAddress();
  const { t } = useLanguage();
  const route = routeOf(
    address.split("?")[0],
    address.includes("?") ? address.slice(address.indexOf("?")) : "",
  );
  if (route.page === "home") return <Message>{t("scanCode")}</Message>;
  return <Page route={route} key={route.slug} />;
}

export function App() {
  return (
    <LanguageProvider>
      <Pages />
    </LanguageProvider>
  );
}
