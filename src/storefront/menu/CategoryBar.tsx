import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../i18n";
import { textIn } from "../localized";
import type { MenuCategory } from "../types";
import { sectionId } from "./MenuSections";

// The sticky bar of the menu's categories: a tap scrolls to the category, and the category being read is marked as
// the menu scrolls (its chip kept in view in the bar).

export function CategoryBar({ categories }: { categories: MenuCategory[] }) {
  const { locale, t } = useLanguage();
  const [current, setCurrent] = useState<number | null>(categories[0]?.id ?? null);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const visible = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.categoryId);
          if (entry.isIntersecting) visible.set(id, entry.boundingClientRect.top);
          else visible.delete(id);
        }
        // The first category in the menu's order still on screen below the bars.
        const first = categories.find((c) => visible.has(c.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: "-120px 0px -50% 0px" },
    );
    for (const category of categories) {
      const section = document.getElementById(sectionId(category));
      if (section) {
        section.dataset.categoryId = String(category.id);
        observer.observe(section);
      }
    }
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const chip = bar.current?.querySelector<HTMLElement>(`[data-chip="${current}"]`);
    if (!chip || !bar.current) return;
    // By the difference of the boxes' centres: the same in both directions of writing.
    const chipBox = chip.getBoundingClientRect();
    const barBox = bar.current.getBoundingClientRect();
    const delta = chipBox.left + chipBox.width / 2 - (barBox.left + barBox.width / 2);
    bar.current.scrollBy({ left: delta, behavior: "smooth" });
  }, [current]);

  if (categories.length < 2) return null;
  return (
    <nav className="category-bar" aria-label={t("categories")} ref={bar}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${sectionId(category)}`}
              data-chip={category.id}
              aria-current={current === category.id ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                setCurrent(category.id);
                // A near category glides into view; a far one is jumped to, so the sections between are not drawn
                // on the way (MenuSections draws a section as it nears the screen).
                const section = document.getElementById(sectionId(category));
                const far =
                  !!section && Math.abs(section.getBoundingClientRect().top) > 2 * window.innerHeight;
                section?.scrollIntoView({ behavior: far ? "auto" : "smooth" });
              }}
            >
              {textIn(category.locales, locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
