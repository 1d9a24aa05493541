import { useId, useState, type ReactNode } from "react";
import { ButtonBase, Menu, MenuItem, type SxProps, type Theme } from "@mui/material";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";

// The keys that open a select (WAI-ARIA combobox pattern).
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " "]);

export interface ButtonSelectOption {
  /** The value, as a string (what `onChange` receives). */
  id: string;
  /** What the option shows (a text, a chip). */
  content: ReactNode;
}

export interface ButtonSelectProps {
  /** The accessible name: a text, or the id of the element that names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** The chosen option's id ("" when none is). */
  value: string;
  options: readonly ButtonSelectOption[];
  onChange: (id: string) => void;
  /** What the closed select shows; the chosen option's content by default. */
  shown?: ReactNode;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A select outside any form: a button showing the choice and a listbox menu mounted only while open. Lists draw
 * one per row (an order's status) or per filter; MUI's form Select would bring the text-field layer (input,
 * form control, label, outlined and filled variants: 13 KB gzip) to every list page, and draw a closed menu each.
 * Clicks inside stay here: a list row under it would otherwise open its record.
 */
export function ButtonSelect({
  label,
  labelledBy,
  value,
  options,
  onChange,
  shown,
  disabled,
  sx,
}: ButtonSelectProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  const close = () => setAnchor(null);
  const naming = labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": label };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ButtonBase
        role="combobox"
        {...naming}
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        aria-disabled={disabled || undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (OPENING_KEYS.has(event.key)) {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        sx={[
          {
            gap: 0.25,
            paddingInlineEnd: 0.25,
            "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {shown ?? options.find((option) => option.id === value)?.content}
        <ArrowDropDownIcon fontSize="small" color="action" sx={{ flexShrink: 0 }} />
      </ButtonBase>
      {anchor && (
        <Menu
          open
          anchorEl={anchor}
          onClose={close}
          variant="selectedMenu"
          slotProps={{ list: { id: listId, role: "listbox", ...naming } }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.id}
              role="option"
              aria-selected={option.id === value}
              selected={option.id === value}
              onClick={() => {
                close();
                if (option.id !== value) onChange(option.id);
              }}
            >
              {option.content}
            </MenuItem>
          ))}
        </Menu>
      )}
    </span>
  );
}
