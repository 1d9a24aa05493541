import { useRef } from "react";
import { Box, IconButton } from "@mui/material";
import EventIcon from "@mui/icons-material/Event";
import { useTranslate } from "react-admin";

interface DayPickerAdornmentProps {
  /** The day the picker opens on (YYYY-MM-DD), read when it opens. */
  currentDay: () => string | undefined;
  /** A day picked (YYYY-MM-DD). */
  onPick: (day: string) => void;
}

/**
 * The calendar button at the end of a typed day (DD-MM-YYYY): it opens the browser's own date picker, whose
 * hidden input sits at the bottom of the field so that the picker opens below it. Days are typed in the
 * product's format; the picker only offers a day, in the device's.
 */
export function DayPickerAdornment({ currentDay, onPick }: DayPickerAdornmentProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    input.value = currentDay() ?? "";
    // showPicker is missing in older browsers (and jsdom): the text field still works there.
    if (typeof input.showPicker === "function") input.showPicker();
  };
  return (
    // Not MUI's InputAdornment: the lists' period filter draws no text-field layer (the adornment lives there).
    <Box
      component="span"
      sx={{ display: "flex", alignItems: "center", maxHeight: "2em", marginInlineStart: 1 }}
    >
      <IconButton onClick={open} aria-label={translate("app.catalog.dateRange.pick")} edge="end">
        <EventIcon />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        onChange={() => picker.current?.value && onPick(picker.current.value)}
        style={{
          position: "absolute",
          insetInlineEnd: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          border: 0,
          padding: 0,
        }}
      />
    </Box>
  );
}
