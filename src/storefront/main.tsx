import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { branchOf, menuOf } from "./data";
import { initialLocale } from "./language";
import { routeOf } from "./router";
import "./styles.css";

// The customer pages' entry (storefront.html). The branch and its menu are asked for before React starts, so the
// answers travel while the page's code runs.
const route = routeOf(location.pathname, location.search);
if (route.page !== "home") {
  const locale = initialLocale();
  void branchOf(route.slug, locale).catch(() => undefined);
  if (route.page === "menu" || route.page === "checkout")
    void menuOf(route.slug, locale).catch(() => undefined);
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
