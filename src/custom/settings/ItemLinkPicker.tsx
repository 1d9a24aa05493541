import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Autocomplete, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { SELECT_SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";

/** Picks a chalet item through the items search API; answers its link (`items/{id}`). */
export function ItemLinkPicker({
  businessId,
  onChoose,
}: {
  businessId: number;
  onChoose: (link: string | null) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [typed, setTyped] = useState("");
  // The search runs once typing pauses.
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isError } = useQuery({
    queryKey: ["items", "search", businessId, query],
    queryFn: ({ signal }) => dataProvider.searchItems({ businessId, query, signal }),
    // The last answer stays offered while the next one comes.
    placeholderData: keepPreviousData,
    ...QUERY_DEFAULTS,
  });
  const options = !isError && Array.isArray(data?.data) ? data.data : [];
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(item) => item.name}
      filterOptions={(found) => found}
      onInputChange={(_, text) => setTyped(text)}
      onChange={(_, item) => onChoose(item?.link ?? null)}
      noOptionsText={translate("app.settings.sliderAds.noItems")}
      sx={{ minWidth: 260 }}
      renderInput={(params) => (
        <TextField {...params} size="small" label={translate("app.settings.sliderAds.item")} />
      )}
    />
  );
}
