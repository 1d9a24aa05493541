import { Box, Button, IconButton, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslate } from "react-admin";
import { CHALET_PRICE_LABELS, DEFAULT_CHALET_PRICE_LABEL } from "../../domain/constants";
import { localesDraft } from "./rules";
import { FormSelect, FormText } from "./FormText";
import { FieldRow } from "./FieldRow";
import { checkPrice } from "./itemErrors";
import type { PriceRow } from "./types";

const CHALET_LABEL_KEYS = { Weekdays: "weekdays", Weekend: "weekend", FullWeek: "fullWeek" } as const;
const chaletOptions = CHALET_PRICE_LABELS.map((label) => ({
  value: label,
  label: `app.menuEditor.item.${CHALET_LABEL_KEYS[label]}`,
}));

interface PriceRowsProps {
  name: "prices" | "addons";
  /** Chalet prices are named by a label (Weekdays, Weekend, FullWeek) instead of free names. */
  chaletLabels?: boolean;
  disabled: boolean;
  /** Whether the add button shows (Add price with update, Add Addon with items create: SPEC §6). */
  canAdd: boolean;
}

/** The price rows or addon rows of an item card, each with its names, amount and remove. */
export function PriceRows({ name, chaletLabels = false, disabled, canAdd }: PriceRowsProps) {
  const translate = useTranslate();
  const { control, getValues } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: "key" });
  const isPrice = name === "prices";

  const addRow = () => {
    const used = new Set((getValues(name) as PriceRow[]).map((row) => row.locales[0]?.name));
    const label = CHALET_PRICE_LABELS.find((l) => !used.has(l)) ?? DEFAULT_CHALET_PRICE_LABEL;
    const locales = localesDraft(chaletLabels ? [{ locale: "en", name: label }] : []);
    append({ locales, price: 0 });
  };

  return (
    <Box>
      <Typography variant="subtitle2">
        {translate(isPrice ? "app.menuEditor.item.prices" : "app.menuEditor.item.addons")}
      </Typography>
      {fields.map((field, index) => (
        <FieldRow key={field.key} fields={chaletLabels ? 2 : 3} wideOnPhone={chaletLabels ? 0 : 2}>
          {chaletLabels ? (
            <FormSelect
              name={`${name}.${index}.locales.0.name`}
              label="app.menuEditor.item.priceName"
              options={chaletOptions}
              disabled={disabled}
            />
          ) : (
            <>
              <FormText
                name={`${name}.${index}.locales.0.name`}
                label={isPrice ? "app.menuEditor.item.priceName" : "app.menuEditor.item.addonName"}
                disabled={disabled}
              />
              <FormText
                name={`${name}.${index}.locales.1.name`}
                label="app.menuEditor.nameAr"
                disabled={disabled}
              />
            </>
          )}
          <FormText
            name={`${name}.${index}.price`}
            label="app.menuEditor.item.price"
            numeric
            disabled={disabled}
            check={checkPrice}
            slotProps={{ htmlInput: { min: 0, step: "0.001" } }}
          />
          {!disabled && (
            <IconButton aria-label={translate("app.menuEditor.item.remove")} onClick={() => remove(index)}>
              <DeleteIcon />
            </IconButton>
          )}
        </FieldRow>
      ))}
      {canAdd && (
        <Button size="small" startIcon={<AddIcon />} onClick={addRow}>
          {translate(isPrice ? "app.menuEditor.item.addPrice" : "app.menuEditor.item.addAddon")}
        </Button>
      )}
    </Box>
  );
}
