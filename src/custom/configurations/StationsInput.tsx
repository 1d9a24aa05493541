import { Autocomplete, Box, Button, IconButton, TextField, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import { useGetList, useInput, useLocaleState, useTranslate } from "react-admin";
import { KITCHEN_STATION_NAME_MAX, KITCHEN_STATIONS_MAX } from "../../domain/constants";
import type { KitchenStation } from "../../domain/kitchen";
import { localizedName, type LocalizedText } from "../../domain/localizedText";

/** The stored list (JSON text), or none when it cannot be read. */
export function readStations(value: unknown): KitchenStation[] {
  try {
    const list: unknown = JSON.parse(typeof value === "string" && value ? value : "[]");
    return Array.isArray(list) ? (list as KitchenStation[]) : [];
  } catch {
    return [];
  }
}

/** A new station's id: the first `s<n>` not taken (ids stay when names change: devices remember them). */
const nextId = (stations: readonly KitchenStation[]) => {
  let n = stations.length + 1;
  while (stations.some((s) => s.id === `s${n}`)) n++;
  return `s${n}`;
};

interface CategoryRecord {
  id: number;
  locales?: LocalizedText[];
  name?: string;
}

/**
 * The kitchen's stations in the configuration (issue 48): each with its English and Arabic names and the categories
 * it cooks; kept as the JSON text of the `kitchen_stations` key, checked again by the server.
 */
export function StationsInput({ source }: { source: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput({ source });
  const { data: categories = [] } = useGetList<CategoryRecord>("categories", {
    pagination: { page: 1, perPage: 500 },
    sort: { field: "id", order: "ASC" },
  });
  const stations = readStations(field.value);
  const save = (next: KitchenStation[]) => field.onChange(JSON.stringify(next));
  const change = (index: number, patch: Partial<KitchenStation>) =>
    save(stations.map((station, i) => (i === index ? { ...station, ...patch } : station)));
  const nameOf = (c: CategoryRecord) => localizedName(c.locales, locale, c.name ?? `#${c.id}`);
  const t = (key: string) => translate(`app.configurations.stations.${key}`);

  return (
    <Box sx={{ width: "100%", mt: 1 }} role="group" aria-label={t("title")}>
      <Typography variant="subtitle2">{t("title")}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("help")}
      </Typography>
      {stations.map((station, index) => (
        <Box key={station.id} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 1 }}>
          <TextField
            size="small"
            label={t("nameEn")}
            value={station.en}
            onChange={(event) => change(index, { en: event.target.value })}
            slotProps={{ htmlInput: { maxLength: KITCHEN_STATION_NAME_MAX } }}
          />
          <TextField
            size="small"
            label={t("nameAr")}
            value={station.ar}
            onChange={(event) => change(index, { ar: event.target.value })}
            slotProps={{ htmlInput: { maxLength: KITCHEN_STATION_NAME_MAX, dir: "rtl" } }}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 280, flex: 1 }}
            options={categories}
            getOptionLabel={nameOf}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={categories.filter((c) => station.categories.includes(c.id))}
            onChange={(_, chosen) => change(index, { categories: chosen.map((c) => c.id) })}
            renderInput={(params) => <TextField {...params} label={t("categories")} />}
          />
          <IconButton aria-label={t("remove")} onClick={() => save(stations.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={stations.length >= KITCHEN_STATIONS_MAX}
        onClick={() => save([...stations, { id: nextId(stations), en: "", ar: "", categories: [] }])}
      >
        {t("add")}
      </Button>
    </Box>
  );
}
