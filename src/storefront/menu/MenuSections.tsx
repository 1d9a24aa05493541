import { createContext, memo, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useLanguage } from "../i18n";
import { languageOf, textIn } from "../localized";
import type { MenuCategory, MenuItem } from "../types";
import { ItemCard } from "./ItemCard";

// The menu's categories, each a section with its items and its subcategories. A long menu (2,000 items, a category
// of 400) stays smooth on a phone: items are drawn in blocks of BLOCK_SIZE, each when it comes near the screen
// (headings always are, so the page's outline is whole); a block not drawn yet holds its expected height, so the
// scroll bar and the category bar's jumps are right from the start; and each section is laid out and painted only
// near the screen (content-visibility: auto, styles.css).

const BLOCK_SIZE = 24;
/** Blocks drawn with the first paint: the first screens of the menu. */
const FIRST_BLOCKS = 2;
/** How far below or above the screen a block starts being drawn. */
const DRAW_AHEAD = "1200px 0px";
/** An item card's height (styles.css), for the height a block will take. */
const ITEM_HEIGHT = 121;

export const sectionId = (category: MenuCategory) => `category-${category.id}`;

interface Drawing {
  drawn: ReadonlySet<string>;
  watch: (element: Element | null) => void;
}
const DrawingContext = createContext<Drawing>({ drawn: new Set(), watch: () => {} });

const blocksOf = (items: MenuItem[]) =>
  Array.from({ length: Math.ceil(items.length / BLOCK_SIZE) }, (_, i) =>
    items.slice(i * BLOCK_SIZE, (i + 1) * BLOCK_SIZE),
  );

/** The keys of the first blocks in the menu's order. */
function firstBlocks(categories: readonly MenuCategory[]): Set<string> {
  const keys: string[] = [];
  const walk = (category: MenuCategory) => {
    blocksOf(category.items).forEach((_, i) => keys.push(`${category.id}:${i}`));
    category.children.forEach(walk);
  };
  categories.forEach(walk);
  return new Set(keys.slice(0, FIRST_BLOCKS));
}

function ItemBlocks({
  category,
  currency,
  onOpen,
}: {
  category: MenuCategory;
  currency: string;
  onOpen: (item: MenuItem) => void;
}) {
  const { drawn, watch } = useContext(DrawingContext);
  return blocksOf(category.items).map((block, i) => {
    const key = `${category.id}:${i}`;
    return drawn.has(key) ? (
      <ul key={key} className="items">
        {block.map((item) => (
          <ItemCard key={item.id} item={item} currency={currency} onOpen={onOpen} />
        ))}
      </ul>
    ) : (
      <div key={key} ref={watch} data-block={key} style={{ height: block.length * ITEM_HEIGHT }} />
    );
  });
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
      <ItemBlocks category={category} currency={currency} onOpen={onOpen} />
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

/** The blocks drawn so far, and a ref that draws a block's placeholder when it nears the screen. */
function useDrawing(categories: readonly MenuCategory[]): Drawing {
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => firstBlocks(categories));
  const observer = useRef<IntersectionObserver | null>(null);
  const watch = useCallback((element: Element | null) => {
    if (!element) return;
    observer.current ??= new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((e) => e.isIntersecting)
          .map((e) => (e.target as HTMLElement).dataset.block!);
        for (const entry of entries) if (entry.isIntersecting) observer.current?.unobserve(entry.target);
        if (near.length) setDrawn((now) => new Set([...now, ...near]));
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { drawn, watch };
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
  const drawing = useDrawing(categories);
  return (
    <DrawingContext.Provider value={drawing}>
      <div className="sections">
        {categories.map((category) => {
          const description = textIn(category.locales, locale, "description");
          return (
            <section
              key={category.id}
              id={sectionId(category)}
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
              <CategoryBody category={category} currency={currency} onOpen={onOpen} />
            </section>
          );
        })}
      </div>
    </DrawingContext.Provider>
  );
});
