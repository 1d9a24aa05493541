import { Box, Button, IconButton, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslate } from "react-admin";
import { discountAmountValid } from "../../domain/catalogRules";
import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from "../../domain/constants";
import { canAddDiscount, newDiscount } from "./rules";
import { FieldRow } from "./FieldRow";
import { FormSelect, FormText } from "./FormText";
import type { DiscountRow } from "./types";

const typeOptions = [
  { value: "value", label: "app.menuEditor.item.discountValue" },
  { value: "percentage", label: "app.menuEditor.item.discountPercentage" },
];

/** The item's discount: at most one (Add Discount is disabled once there is one), value or percentage 0–100. */
export function DiscountRows({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "discounts", keyName: "key" });
  const discounts = (useWatch({ control, name: "discounts" }) as DiscountRow[] | undefined) ?? [];

  return (
    <Box>
      <Typography variant="subtitle2">{translate("app.menuEditor.item.discount")}</Typography>
      {fields.map((field, index) => {
        const current = discounts[index];
        const outOfRange = !!current && !discountAmountValid(current.type, Number(current.amount) || 0);
        return (
          <FieldRow key={field.key} fields={4}>
            <FormText
              name={`discounts.${index}.amount`}
              label="app.menuEditor.item.discountAmount"
              numeric
              disabled={disabled}
              error={outOfRange}
              helperText={outOfRange ? translate("app.menuEditor.item.discountRange") : undefined}
              slotProps={{
                htmlInput: {
                  min: DISCOUNT_PERCENT_MIN,
                  max: current?.type === "percentage" ? DISCOUNT_PERCENT_MAX : undefined,
                },
              }}
            />
            <FormSelect
              name={`discounts.${index}.type`}
              label="app.menuEditor.item.discountType"
              options={typeOptions}
              disabled={disabled}
            />
            <FormText
              name={`discounts.${index}.from`}
              label="app.menuEditor.item.discountFrom"
              type="date"
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormText
              name={`discounts.${index}.to`}
              label="app.menuEditor.item.discountTo"
              type="date"
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {!disabled && (
              <IconButton aria-label={translate("app.menuEditor.item.remove")} onClick={() => remove(index)}>
                <DeleteIcon />
              </IconButton>
            )}
          </FieldRow>
        );
      })}
      {!disabled && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={!canAddDiscount(discounts)}
          onClick={() => append(newDiscount())}
        >
          {translate("app.menuEditor.item.addDiscount")}
        </Button>
      )}
    </Box>
  );
}
