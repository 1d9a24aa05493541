import { useGetList, useLocale } from "react-admin";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";

/** The business's menus as select choices, named in the current language. */
export function useMenuChoices() {
  const locale = useLocale();
  const { data = [], isPending } = useGetList("menus", {
    pagination: { page: 1, perPage: MAX_PER_PAGE },
    sort: { field: "id", order: "ASC" },
  });
  const choices = data.map((menu) => ({
    id: menu.id,
    name: localizedName(menu.locales as LocalizedText[], locale, `#${menu.id}`),
  }));
  return { choices, isPending };
}
