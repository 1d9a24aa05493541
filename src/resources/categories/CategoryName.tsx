import { useLocale, useRecordContext, useTranslate } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { categoryNameIn, NO_NAME } from "./categoryName";

/** The category of the record context by its name in the current language, or "No Name" (SPEC §8). */
export function CategoryName() {
  const record = useRecordContext();
  const locale = useLocale();
  const translate = useTranslate();
  if (!record) return null;
  return <>{categoryNameIn(record.locales as LocalizedText[], locale) ?? translate(NO_NAME)}</>;
}
