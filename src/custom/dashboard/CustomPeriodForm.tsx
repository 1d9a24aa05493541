import { useState } from "react";
import { Box, Button, TextField } from "@mui/material";
import { useTranslate } from "react-admin";

const dateField = (label: string, value: string, onChange: (day: string) => void) => (
  <TextField
    type="date"
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

/** The two dates of a chosen period, applied together (PeriodPicker's "Custom"). */
export default function CustomPeriodForm({
  initialFrom,
  initialTo,
  onApply,
}: {
  initialFrom: string;
  initialTo: string;
  onApply: (from: string, to: string) => void;
}) {
  const translate = useTranslate();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  return (
    <Box
      component="form"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
      onSubmit={(event) => {
        event.preventDefault();
        if (from && to) onApply(from, to);
      }}
    >
      {dateField(translate("app.overview.from"), from, setFrom)}
      {dateField(translate("app.overview.to"), to, setTo)}
      <Button type="submit" variant="contained" size="small" disabled={!from || !to}>
        {translate("app.overview.apply")}
      </Button>
    </Box>
  );
}
