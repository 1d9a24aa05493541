import { memo, useDeferredValue, useMemo, useState, type KeyboardEvent } from "react";
import { Box, ButtonBase, InputAdornment, Tab, Tabs, TextField, Typography } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useLocaleState, useTranslate } from "react-admin";
import type { OrderEntryData } from "../../../dataProvider/methods/orderEntry";
import { localizedName } from "../../../domain/localizedText";
import { showMoney } from "../../operations/money";
import { nameIn, unitPriceOf, type PickerItem } from "./cart";
import { filterPicker, TOP_TAB } from "./pickerFilter";
import { fromFils } from "../../../domain/money";

interface ItemPickerProps {
  entry: OrderEntryData;
  items: readonly PickerItem[];
  /** recent items of this device first, then the branch's best sellers */
  topIds: readonly number[];
  onPick: (entry: PickerItem) => void;
}

/** One item as a large button: its name and price, or why it cannot be ordered. */
const ItemButton = memo(function ItemButtonView({
  entry,
  currency,
  locale,
  onPick,
}: {
  entry: PickerItem;
  currency: string;
  locale: string;
  onPick: (entry: PickerItem) => void;
}) {
  const translate = useTranslate();
  const { item, orderable } = entry;
  const price = showMoney(fromFils(unitPriceOf(item, item.prices[0]?.id ?? 0)), currency);
  const status = item.sold_out
    ? translate("app.orderEntry.soldOut")
    : !orderable
      ? translate("app.orderEntry.unavailable")
      : price;
  return (
    <ButtonBase
      focusRipple
      disabled={!orderable}
      onClick={() => onPick(entry)}
      data-testid={`pick-item-${item.id}`}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "stretch",
        textAlign: "start",
        p: 1.25,
        minHeight: 72,
        borderRadius: 1,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        opacity: orderable ? 1 : 0.5,
        "&:hover": { bgcolor: "action.hover" },
        "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main" },
      }}
    >
      <Typography sx={{ fontWeight: 600, lineHeight: 1.25 }}>{nameIn(item, locale)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: "auto" }}>
        {status}
      </Typography>
    </ButtonBase>
  );
});

/**
 * The fast picker: categories as tabs (the first one the recent and popular items), and a search across the whole
 * menu that forgives Arabic spelling (src/domain/searchText.ts). Enter in the search adds its first match, so a
 * waiter at a keyboard types a few letters and Enter, item after item.
 */
export function ItemPicker({ entry, items, topIds, onPick }: ItemPickerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState<number | typeof TOP_TAB>(
    topIds.length ? TOP_TAB : (entry.categories[0]?.id ?? TOP_TAB),
  );
  // Typing stays responsive: the list follows the query at React's pace, not on every key's own render.
  const deferredQuery = useDeferredValue(query);
  const view = useMemo(
    () => filterPicker(items, { query: deferredQuery, tab, topIds }),
    [items, deferredQuery, tab, topIds],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const first = filterPicker(items, { query, tab, topIds }).shown.find((e) => e.orderable);
    if (first) {
      onPick(first);
      setQuery("");
    }
  };

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        label={translate("app.orderEntry.search")}
        helperText={translate("app.orderEntry.searchHint")}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Tabs
        value={query ? false : tab}
        onChange={(_, value: number | typeof TOP_TAB) => {
          setTab(value);
          setQuery("");
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider", mb: 1 }}
      >
        <Tab value={TOP_TAB} label={translate("app.orderEntry.top")} />
        {entry.categories.map((category) => (
          <Tab
            key={category.id}
            value={category.id}
            label={localizedName(category.locales, locale, `#${category.id}`)}
          />
        ))}
      </Tabs>
      <Box
        role="list"
        aria-label={translate("app.orderEntry.search")}
        sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))" }}
      >
        {view.shown.map((shown) => (
          <Box role="listitem" key={shown.item.id} sx={{ display: "grid" }}>
            <ItemButton entry={shown} currency={entry.currency} locale={locale} onPick={onPick} />
          </Box>
        ))}
      </Box>
      {query && !view.shown.length && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate("app.orderEntry.noMatch", { query })}
        </Typography>
      )}
      {view.more && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate("app.orderEntry.more")}
        </Typography>
      )}
    </Box>
  );
}
