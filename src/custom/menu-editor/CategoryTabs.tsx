import { useEffect, useRef } from "react";
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

/** The top-level categories as tabs; resting the pointer on a tab for TAB_HOVER_MS opens it (SPEC §2). */
export function CategoryTabs({ categories, activeId, onChange }: CategoryTabsProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const value = categories.some((c) => c.id === activeId) ? activeId : false;
  return (
    <Tabs value={value} onChange={(_, id: number) => onChange(id)} variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
      {categories.map((category) => (
        <Tab
          key={category.id}
          value={category.id}
          label={localizedName(category.locales.filter((l) => l.locale === locale), locale, translate("app.menuEditor.noName"))}
          onMouseEnter={() => {
            clearTimeout(hoverTimer.current);
            hoverTimer.current = setTimeout(() => onChange(category.id), TAB_HOVER_MS);
          }}
          onMouseLeave={() => clearTimeout(hoverTimer.current)}
        />
      ))}
    </Tabs>
  );
}
