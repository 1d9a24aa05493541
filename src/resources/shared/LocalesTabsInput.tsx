import { useEffect, useState } from "react";
import { Box, Tab, Tabs } from "@mui/material";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { required, TextInput, useTranslate } from "react-admin";
import { LOCALES, type Locale } from "../../domain/constants";
import type { LocalizedText } from "../../domain/localizedText";
import { directionOf } from "../../i18n/direction";

export const NAME_REQUIRED = "app.catalog.locales.nameRequired";

/** One entry per locale, in LOCALES order (the first one is the required tab), keeping what was given. */
export function normalizeLocales(
  locales: readonly Partial<LocalizedText>[] | null | undefined,
): LocalizedText[] {
  return LOCALES.map((locale) => {
    const entry = locales?.find((candidate) => candidate?.locale === locale);
    return { locale, name: entry?.name ?? "", description: entry?.description ?? "" };
  });
}

/** Empty locales for a create form's defaultValues. */
export const emptyLocales = (): LocalizedText[] => normalizeLocales([]);

const isNormalized = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length === LOCALES.length &&
  LOCALES.every((locale, index) => (value[index] as LocalizedText | undefined)?.locale === locale);

export interface LocalesTabsInputProps {
  /** Form field holding `[{ locale, name, description }]`. */
  source?: string;
  /** Also edit a description per locale. */
  withDescription?: boolean;
  /** Translation keys (or texts) of the labels. */
  nameLabel?: string;
  descriptionLabel?: string;
  /** Validation message of the first tab's name. */
  nameRequiredMessage?: string;
}

/**
 * Localized name (and description) per locale in tabs (SPEC §2 Forms, §5): only the first tab's name is required
 * ("Name is required"); a tab holding an error is marked. All tabs stay mounted so every rule runs on submit.
 * Each tab's fields are written in its language's direction, whatever the page's: the English name left to right
 * in the Arabic layout, the Arabic one right to left in the English layout.
 */
export function LocalesTabsInput({
  source = "locales",
  withDescription = false,
  nameLabel = "app.catalog.locales.name",
  descriptionLabel = "app.catalog.locales.description",
  nameRequiredMessage = NAME_REQUIRED,
}: LocalesTabsInputProps) {
  const translate = useTranslate();
  const [activeTab, setActiveTab] = useState(0);
  const { setValue } = useFormContext();
  const value = useWatch({ name: source });
  const { errors, submitCount } = useFormState({ name: source });

  // Records may carry the locales in any order or only some: put them in tab order once.
  const normalized = isNormalized(value);
  useEffect(() => {
    if (!normalized) setValue(source, normalizeLocales(value as LocalizedText[] | undefined));
  }, [normalized, setValue, source, value]);

  const tabErrors = LOCALES.map((_locale, index) => hasError(errors, source, index));
  // After a failed submit, show the first tab that holds an error.
  useEffect(() => {
    const firstWithError = tabErrors.indexOf(true);
    if (submitCount > 0 && firstWithError >= 0) setActiveTab(firstWithError);
    // Only on a new submit attempt, not on every error change while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  if (!normalized) return null;
  return (
    <Box sx={{ width: "100%" }}>
      <Tabs value={activeTab} onChange={(_event, tab: number) => setActiveTab(tab)}>
        {LOCALES.map((locale: Locale, index) => (
          <Tab
            key={locale}
            value={index}
            label={translate(`app.catalog.locales.${locale}`)}
            icon={tabErrors[index] ? <ErrorOutlineIcon fontSize="small" /> : undefined}
            iconPosition="end"
            aria-invalid={tabErrors[index] || undefined}
            title={tabErrors[index] ? translate("app.catalog.locales.tabHasError") : undefined}
            sx={
              tabErrors[index]
                ? { color: "error.main", "&.Mui-selected": { color: "error.main" } }
                : undefined
            }
          />
        ))}
      </Tabs>
      {LOCALES.map((locale, index) => (
        <Box key={locale} hidden={activeTab !== index} sx={{ pt: 2 }} lang={locale}>
          <TextInput
            source={`${source}.${index}.name`}
            label={nameLabel}
            validate={index === 0 ? required(nameRequiredMessage) : undefined}
            fullWidth
            slotProps={{ htmlInput: { dir: directionOf(locale) } }}
          />
          {withDescription && (
            <TextInput
              source={`${source}.${index}.description`}
              label={descriptionLabel}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { dir: directionOf(locale) } }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Whether the form holds an error under `source.index` (name, description or a server error). */
function hasError(errors: Record<string, unknown>, source: string, index: number): boolean {
  let node: unknown = errors;
  for (const key of source.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  if (Array.isArray(node)) return node[index] !== undefined && node[index] !== null;
  return !!(node as Record<string, unknown> | undefined)?.[String(index)];
}
