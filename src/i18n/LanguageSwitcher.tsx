import { useState, type MouseEvent } from "react";
import { Button, Menu, MenuItem } from "@mui/material";
import TranslateIcon from "@mui/icons-material/Translate";
import { useLocales, useLocaleState, useTranslate } from "react-admin";

/** Button opening the list of languages; the choice re-renders the whole UI (and its direction). */
export const LanguageSwitcher = ({ color = "inherit" }: { color?: "inherit" | "primary" }) => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const currentName = locales.find((choice) => choice.locale === locale)?.name ?? locale;

  const choose = (chosen: string) => {
    setAnchor(null);
    setLocale(chosen);
  };

  return (
    <>
      <Button
        color={color}
        aria-label={translate("app.language.label")}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {currentName}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((choice) => (
          <MenuItem
            key={choice.locale}
            lang={choice.locale}
            selected={choice.locale === locale}
            onClick={() => choose(choice.locale)}
          >
            {choice.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
