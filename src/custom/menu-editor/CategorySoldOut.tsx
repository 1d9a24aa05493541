import { useState } from "react";
import { Button } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useMenuEditor } from "./editorContext";
import type { EditorCategory } from "./types";

/** The loaded menu with some items' sold-out flag changed (their updated_at stays: no open card is reset). */
export const withSoldOut = (
  categories: EditorCategory[],
  ids: Set<number>,
  soldOut: boolean,
): EditorCategory[] =>
  categories.map((category) => ({
    ...category,
    items: category.items.map((item) => (ids.has(item.id) ? { ...item, sold_out: soldOut } : item)),
    children_nested: withSoldOut(category.children_nested, ids, soldOut),
  }));

/**
 * Many items sold out (or back) at once: all of a category's own items, in one call (one transaction on the server,
 * an audit row per item changed). A kitchen out of the day's fish marks the whole "Fish" category.
 */
export function CategorySoldOut({ category }: { category: EditorCategory }) {
  const { businessId, updateCategories } = useMenuEditor();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const ids = category.items.map((item) => item.id);
  if (!ids.length) return null;
  const allSoldOut = category.items.every((item) => item.sold_out);
  const mark = async (soldOut: boolean) => {
    setPending(true);
    try {
      await dataProvider.updateMany("items", { ids, data: { sold_out: soldOut }, meta: { businessId } });
      updateCategories((tree) => withSoldOut(tree, new Set(ids), soldOut));
    } catch (error) {
      notify("app.frontDoor.failed", { type: "error", messageArgs: { message: (error as Error).message } });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button disabled={pending} onClick={() => void mark(!allSoldOut)}>
      {translate(allSoldOut ? "app.frontDoor.markAvailable" : "app.frontDoor.markSoldOut")}
    </Button>
  );
}
