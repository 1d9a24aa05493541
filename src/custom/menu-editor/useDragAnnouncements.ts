import { useMemo } from "react";
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useLocale, useTranslate } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { parseDragId } from "./dragIds";
import type { EditorCategory } from "./types";

/** The names of the menu's categories and items by drag id, in the reader's language. */
function namesOf(categories: readonly EditorCategory[], locale: string, noName: string): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (category: EditorCategory) => {
    names.set(`category-${category.id}`, localizedName(category.locales, locale, noName));
    for (const item of category.items)
      names.set(`item-${item.id}`, localizedName(item.locales, locale, noName));
    category.children_nested.forEach(visit);
  };
  categories.forEach(visit);
  return names;
}

/**
 * What dnd-kit says to screen readers during a drag, in the reader's language and naming the category or item
 * by its name (dnd-kit's own sentences are English and read out ids). Without categories (the gallery), the
 * element is named by its position kind only.
 */
export function useDragAnnouncements(categories: readonly EditorCategory[] = []): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const translate = useTranslate();
  const locale = useLocale();
  return useMemo(() => {
    const noName = translate("app.menuEditor.noName");
    const names = namesOf(categories, locale, noName);
    const nameOf = (id: UniqueIdentifier | undefined) => {
      const target = parseDragId(id);
      if (target?.kind === "items-of") return names.get(`category-${target.id}`) ?? noName;
      return (
        names.get(String(id)) ?? translate("app.menuEditor.dragAnnouncements.element", { id: String(id) })
      );
    };
    const say = (key: string, values: Record<string, string>) =>
      translate(`app.menuEditor.dragAnnouncements.${key}`, values);
    return {
      screenReaderInstructions: { draggable: translate("app.menuEditor.dragAnnouncements.instructions") },
      announcements: {
        onDragStart: ({ active }) => say("pickedUp", { name: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? say("over", { name: nameOf(active.id), target: nameOf(over.id) })
            : say("overNothing", { name: nameOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? say("dropped", { name: nameOf(active.id), target: nameOf(over.id) })
            : say("droppedNowhere", { name: nameOf(active.id) }),
        onDragCancel: ({ active }) => say("canceled", { name: nameOf(active.id) }),
      },
    };
  }, [categories, locale, translate]);
}
