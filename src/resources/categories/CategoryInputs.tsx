import { useEffect, useRef } from "react";
import { required, SelectInput, useGetList, useLocale, useRecordContext, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { MAX_PER_PAGE } from "../../domain/constants";
import type { LocalizedText } from "../../domain/localizedText";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { MediaUploadInput } from "../shared/MediaUploadInput";
import { useCurrentScope } from "../shared/useCurrentScope";
import { useMenuChoices } from "./useMenuChoices";
import { categoryNameIn, NO_NAME } from "./categoryName";

const ALL = { page: 1, perPage: MAX_PER_PAGE };

/** Parent choices: the categories of the chosen menu, except the category itself. */
function ParentInput() {
  const record = useRecordContext();
  const menuId = useWatch({ name: "menu_id" }) as number | undefined;
  const locale = useLocale();
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const { data = [], isPending } = useGetList(
    "categories",
    { pagination: ALL, sort: { field: "sort", order: "ASC" }, filter: { menu_id: menuId } },
    { enabled: !!menuId },
  );
  // A parent belongs to the same menu: another menu clears it (not on the first render of an edit).
  const previousMenu = useRef(menuId);
  useEffect(() => {
    if (previousMenu.current !== undefined && previousMenu.current !== menuId && getValues("parent_id")) {
      setValue("parent_id", null, { shouldDirty: true });
    }
    previousMenu.current = menuId;
  }, [menuId, getValues, setValue]);

  const choices = data
    .filter((category) => category.id !== record?.id)
    .map((category) => ({
      id: category.id,
      name: categoryNameIn(category.locales as LocalizedText[], locale) ?? translate(NO_NAME),
    }));
  return (
    <SelectInput
      source="parent_id"
      choices={choices}
      isPending={isPending && !!menuId}
      emptyText="resources.categories.noParent"
      parse={(value: string | number | null) => (value === "" || value === null ? null : Number(value))}
    />
  );
}

/** Category form (SPEC §2 Forms): localized name and description, parent, menu and picture (800 px). */
export function CategoryInputs() {
  const { businessId } = useCurrentScope();
  const { choices: menuChoices, isPending } = useMenuChoices();
  return (
    <>
      <LocalesTabsInput withDescription />
      <SelectInput
        source="menu_id"
        choices={menuChoices}
        isPending={isPending}
        validate={required("app.validation.required")}
      />
      <ParentInput />
      <MediaUploadInput
        source="media_id"
        previewSource="media"
        label="resources.categories.fields.media"
        kind="category"
        businessId={businessId}
      />
    </>
  );
}

interface CategoryFormValues {
  locales?: LocalizedText[];
  menu_id?: number;
  parent_id?: number | null;
  media_id?: number | null;
  updated_at?: string;
}

export const categoryPayload = (values: CategoryFormValues) => ({
  locales: values.locales,
  menu_id: values.menu_id,
  parent_id: values.parent_id ?? null,
  media_id: values.media_id,
  updated_at: values.updated_at,
});
