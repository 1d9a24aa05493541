import { memo, startTransition, useEffect, useState } from "react";
import { useLanguage } from "../i18n";
import { languageOf, textIn } from "../localized";
import type { MenuCategory, MenuItem } from "../types";
import { ItemCard } from "./ItemCard";

// The menu's categories, each a section with its items and its subcategories. A long menu (2,000 items) stays
// smooth: each section is laid out and painted only near the screen (content-visibility: auto, styles.css), and the
// sections past the first few are drawn just after the first paint, so the first categories show at once.

const FIRST_SECTIONS = 3;

export const sectionId = (category: MenuCategory) => `category-${category.id}`;

function Category({
  category,
  currency,
  onOpen,
  depth,
}: {
  category: MenuCategory;
  currency: string;
  onOpen: (item: MenuItem) => void;
  depth: number;
}) {
  const { locale } = useLanguage();
  const Heading = depth === 0 ? "h2" : "h3";
  const name = textIn(category.locales, locale);
  const description = textIn(category.locales, locale, "description");
  return (
    <>
      <Heading
        id={depth === 0 ? `${sectionId(category)}-title` : undefined}
        className={depth === 0 ? "category-title" : "subcategory-title"}
        lang={languageOf(category.locales, locale)}
      >
        {name}
      </Heading>
      {description && <p className="category-description">{description}</p>}
      {category.items.length > 0 && (
        <ul className="items">
          {category.items.map((item) => (
            <ItemCard key={item.id} item={item} currency={currency} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {category.children.map((child) => (
        <Category key={child.id} category={child} currency={currency} onOpen={onOpen} depth={depth + 1} />
      ))}
    </>
  );
}

/** Items of a category and its subcategories: a section's expected height before it is drawn. */
const itemCount = (category: MenuCategory): number =>
  category.items.length + category.children.reduce((sum, child) => sum + itemCount(child), 0);

export const MenuSections = memo(function MenuSections({
  categories,
  currency,
  onOpen,
}: {
  categories: MenuCategory[];
  currency: string;
  onOpen: (item: MenuItem) => void;
}) {
  const [drawAll, setDrawAll] = useState(categories.length <= FIRST_SECTIONS);
  useEffect(() => {
    if (drawAll) return;
    const timer = setTimeout(() => startTransition(() => setDrawAll(true)), 50);
    return () => clearTimeout(timer);
  }, [drawAll]);
  return (
    <div className="sections">
      {categories.map((category, index) => {
        const drawn = drawAll || index < FIRST_SECTIONS;
        return (
          <section
            key={category.id}
            id={sectionId(category)}
            className="category"
            aria-labelledby={drawn ? `${sectionId(category)}-title` : undefined}
            style={{ containIntrinsicSize: `auto ${120 + itemCount(category) * 112}px` }}
          >
            {drawn ? (
              <Category category={category} currency={currency} onOpen={onOpen} depth={0} />
            ) : (
              <div className="section-placeholder" style={{ height: 120 + itemCount(category) * 112 }} />
            )}
          </section>
        );
      })}
    </div>
  );
});
