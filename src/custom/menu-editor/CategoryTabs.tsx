import { memo, useEffect, useRef } from "react";
import { Tab, Tabs } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { TAB_HOVER_MS } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import type { EditorCategory } from "./types";

interface CategoryTabsProps {
  categories: readonly EditorCategory[];
  activeId: number | undefined;
  onChange: (id: number) => void;
}

/** The same tabs: the same categories in the same order under the same names (their items may differ). */
const sameTabs = (a: CategoryTabsProps, b: CategoryTabsProps) =>
  a.activeId === b.activeId &&
  a.onChange === b.onChange &&
  a.categories.length === b.categories.length &&
  a.categories.every((c, i) => c.id === b.categories[i].id && c.locales === b.categories[i].locales);

/**
 * The top-level categories as tabs; resting the pointer on a tab for TAB_HOVER_MS opens it (SPEC §2). Redrawn only
 * when the tabs change: a drop or a save changes a category's items, and twenty tabs cost a frame to redraw.
 */
export const CategoryTabs = memo(function CategoryTabs({
  categories,
  activeId,
  onChange,
}: CategoryTabsProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const value = categories.some((c) => c.id === activeId) ? activeId : false;
  return (
    <Tabs
      value={value}
      onChange={(_, id: number) => onChange(id)}
      variant="scrollable"
      scrollButtons="auto"
      // Named: the page has other tab lists (a new category's languages).
      aria-label={translate("app.menuEditor.categoryTabs")}
      sx={{ mb: 2 }}
    >
      {categories.map((category) => (
        <Tab
          key={category.id}
          value={category.id}
          label={localizedName(
            category.locales.filter((l) => l.locale === locale),
            locale,
            translate("app.menuEditor.noName"),
          )}
          onMouseEnter={() => {
            clearTimeout(hoverTimer.current);
            hoverTimer.current = setTimeout(() => onChange(category.id), TAB_HOVER_MS);
          }}
          onMouseLeave={() => clearTimeout(hoverTimer.current)}
        />
      ))}
    </Tabs>
  );
}, sameTabs);
