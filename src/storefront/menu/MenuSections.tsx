import { memo, useEffect, useRef, useState } from "react";
import { useLanguage } from "../i18n";
import { languageOf, textIn } from "../localized";
import type { MenuCategory, MenuItem } from "../types";
import { ItemCard } from "./ItemCard";

// The menu's categories, each a section with its items and its subcategories. A long menu (2,000 items) stays
// smooth on a phone: a section's items are drawn only when it comes near the screen (its heading always is, so the
// page's outline is whole), each section is laid out and painted only near the screen (content-visibility: auto,
// styles.css), and a section not drawn yet holds its expected height, so the scroll bar and the category bar's jumps
// are right from the start.

const FIRST_SECTIONS = 3;
/** How far below or above the screen a section starts being drawn. */
const DRAW_AHEAD = "1200px 0px";
/** An item card's height and a subcategory heading's (styles.css), for the height a section will take. */
const ITEM_HEIGHT = 121;
const SUBCATEGORY_HEIGHT = 48;

export const sectionId = (category: MenuCategory) => `category-${category.id}`;

function expectedHeight(category: MenuCategory): number {
  const walk = (c: MenuCategory): number =>
    c.items.length * ITEM_HEIGHT +
    c.children.reduce((sum, child) => sum + SUBCATEGORY_HEIGHT + walk(child), 0);
  return walk(category);
}

function CategoryBody({
  category,
  currency,
  onOpen,
}: {
  category: MenuCategory;
  currency: string;
  onOpen: (item: MenuItem) => void;
}) {
  const { locale } = useLanguage();
  return (
    <>
      {category.items.length > 0 && (
        <ul className="items">
          {category.items.map((item) => (
            <ItemCard key={item.id} item={item} currency={currency} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {category.children.map((child) => {
        const description = textIn(child.locales, locale, "description");
        return (
          <div key={child.id} className="subcategory">
            <h3 className="subcategory-title" lang={languageOf(child.locales, locale)}>
              {textIn(child.locales, locale)}
            </h3>
            {description && <p className="category-description">{description}</p>}
            <CategoryBody category={child} currency={currency} onOpen={onOpen} />
          </div>
        );
      })}
    </>
  );
}

export const MenuSections = memo(function MenuSections({
  categories,
  currency,
  onOpen,
}: {
  categories: MenuCategory[];
  currency: string;
  onOpen: (item: MenuItem) => void;
}) {
  const { locale } = useLanguage();
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(
    () => new Set(categories.slice(0, FIRST_SECTIONS).map((c) => c.id)),
  );
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((e) => e.isIntersecting)
          .map((e) => Number((e.target as HTMLElement).dataset.section));
        if (near.length)
          setDrawn((now) => (near.every((id) => now.has(id)) ? now : new Set([...now, ...near])));
      },
      { rootMargin: DRAW_AHEAD },
    );
    container.current
      ?.querySelectorAll<HTMLElement>("section[data-section]")
      .forEach((s) => observer.observe(s));
    return () => observer.disconnect();
  }, [categories]);

  return (
    <div className="sections" ref={container}>
      {categories.map((category) => {
        const description = textIn(category.locales, locale, "description");
        return (
          <section
            key={category.id}
            id={sectionId(category)}
            data-section={category.id}
            className="category"
            aria-labelledby={`${sectionId(category)}-title`}
          >
            <h2
              id={`${sectionId(category)}-title`}
              className="category-title"
              lang={languageOf(category.locales, locale)}
            >
              {textIn(category.locales, locale)}
            </h2>
            {description && <p className="category-description">{description}</p>}
            {drawn.has(category.id) ? (
              <CategoryBody category={category} currency={currency} onOpen={onOpen} />
            ) : (
              <div className="section-placeholder" style={{ height: expectedHeight(category) }} />
            )}
          </section>
        );
      })}
    </div>
  );
});
