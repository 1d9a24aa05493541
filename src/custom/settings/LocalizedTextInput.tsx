import { Box, FormLabel } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { LOCALES } from "../../domain/constants";

/** A localized setting ({ en, ar }): one text per language. */
export function LocalizedTextInput({
  source,
  label,
  multiline = false,
}: {
  source: string;
  label: string;
  multiline?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1 }}>
      <FormLabel>{translate(label)}</FormLabel>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        {LOCALES.map((locale) => (
          <TextInput
            key={locale}
            source={`${source}.${locale}`}
            label={`app.settings.locales.${locale}`}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            helperText={false}
            sx={{ flex: 1, minWidth: 240 }}
          />
        ))}
      </Box>
    </Box>
  );
}
