import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { api } from "../api";
import { addLine } from "../cart";
import { useCart } from "../cartStore";
import { itemsById, menuOf, useLoaded } from "../data";
import { useLanguage } from "../i18n";
import { LoadFailed, Loading } from "../layout/Message";
import { menuSearchIndex, searchMenu } from "../search";
import type { MenuItem, PublicBranch } from "../types";
import { rememberTableName, tableNameOf, tableTokenOf } from "../visit";
import { CartBar } from "./CartBar";
import { CategoryBar } from "./CategoryBar";
import { ItemCard } from "./ItemCard";
import { ItemSheet } from "./ItemSheet";
import { MenuSections } from "./MenuSections";
import { RecentOrders } from "./RecentOrders";
import { SearchBox } from "./SearchBox";
import { closedMessage, StatusBanner } from "./StatusBanner";
import { WaiterButton } from "./WaiterButton";

// A restaurant's menu as a customer reads it: whether it takes orders now, the table the QR code named (and a call
// for a waiter there), the search, the sticky category bar and the categories; an item opens its sheet, and the
// order so far waits at the bottom.

const SEARCH_RESULTS_SHOWN = 60;

export function MenuPage({
  branch,
  tableToken: fromAddress,
}: {
  branch: PublicBranch;
  tableToken: string | null;
}) {
  const { locale, t } = useLanguage();
  const slug = branch.slug;
  const { data: menu, error, retry } = useLoaded(() => menuOf(slug, locale), slug);
  const [cart, updateCart] = useCart(slug);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<MenuItem | null>(null);
  const deferredQuery = useDeferredValue(query);
  const tableToken = useMemo(() => tableTokenOf(slug, fromAddress), [slug, fromAddress]);
  // Built at the first search, not before the menu's first paint (folding 2,000 items' texts takes a while on a phone).
  const searching = deferredQuery.trim() !== "";
  const index = useMemo(
    () => (menu && searching ? menuSearchIndex(menu.categories) : undefined),
    [menu, searching],
  );
  const items = useMemo(() => (menu ? itemsById(menu.categories) : new Map<number, MenuItem>()), [menu]);
  const results = useMemo(() => (index ? searchMenu(index, deferredQuery) : null), [index, deferredQuery]);
  const onOpen = useCallback((item: MenuItem) => setOpen(item), []);
  const [tableName, setTableName] = useState(() => (tableToken ? tableNameOf(tableToken) : undefined));
  // The table the QR code names, asked once per visit: the page says where the order goes before it is sent.
  useEffect(() => {
    if (!tableToken || tableName) return;
    let live = true;
    api
      .table(slug, locale, tableToken)
      .then((table) => {
        if (!live) return;
        rememberTableName(tableToken, table.name);
        setTableName(table.name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [slug, locale, tableToken, tableName]);

  if (error) return <LoadFailed error={error} retry={retry} />;
  if (!menu) return <Loading />;
  return (
    <main className="menu-page">
      <StatusBanner branch={branch} />
      {tableToken && (
        <div className="table-bar">
          <p>{tableName ? t("table", { name: tableName }) : t("yourTable")}</p>
          <WaiterButton slug={slug} tableToken={tableToken} onTableNamed={setTableName} />
        </div>
      )}
      <RecentOrders slug={slug} />
      <div className="menu-tools">
        <SearchBox query={query} onChange={setQuery} />
        {!results && <CategoryBar categories={menu.categories} />}
      </div>
      <h1 className="visually-hidden">{t("menu")}</h1>
      {results ? (
        <section className="results" aria-live="polite">
          {results.length === 0 ? (
            <p className="empty">{t("noResults", { query: deferredQuery.trim() })}</p>
          ) : (
            <ul className="items">
              {results.slice(0, SEARCH_RESULTS_SHOWN).map((item) => (
                <ItemCard key={item.id} item={item} currency={menu.currency} onOpen={onOpen} />
              ))}
            </ul>
          )}
        </section>
      ) : menu.categories.length === 0 ? (
        <p className="empty">{t("emptyMenu")}</p>
      ) : (
        <MenuSections categories={menu.categories} currency={menu.currency} onOpen={onOpen} />
      )}
      <CartBar slug={slug} cart={cart} items={items} currency={menu.currency} />
      {open && (
        <ItemSheet
          item={open}
          currency={menu.currency}
          refusal={closedMessage(branch, t)}
          onClose={() => setOpen(null)}
          onAdd={(line) => {
            updateCart((current) => addLine(current, line));
            setOpen(null);
          }}
        />
      )}
    </main>
  );
}
