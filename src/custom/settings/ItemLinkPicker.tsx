import { useEffect, useState } from "react";
import { Autocomplete, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { SELECT_SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import { apiJson } from "../../dataProvider/httpClient";
import { itemsSearchPath } from "./settingsPaths";

interface FoundItem {
  id: number;
  name: string;
  link: string;
}

/** Picks a chalet item through the items search API; answers its link (`items/{id}`). */
export function ItemLinkPicker({ businessId, onChoose }: { businessId: number; onChoose: (link: string | null) => void }) {
  const translate = useTranslate();
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<FoundItem[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      apiJson<{ data: FoundItem[] }>(`${itemsSearchPath(businessId)}?q=${encodeURIComponent(query)}`)
        .then(({ data }) => current && setOptions(data))
        .catch(() => current && setOptions([]));
    }, SELECT_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [businessId, query]);
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(item) => item.name}
      filterOptions={(found) => found}
      onInputChange={(_, text) => setQuery(text)}
      onChange={(_, item) => onChoose(item?.link ?? null)}
      noOptionsText={translate("app.settings.sliderAds.noItems")}
      sx={{ minWidth: 260 }}
      renderInput={(params) => <TextField {...params} size="small" label={translate("app.settings.sliderAds.item")} />}
    />
  );
}
