import { useState, type ReactNode } from "react";
import { Button, Menu, MenuItem } from "@mui/material";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import type { ScopeOption } from "./useScopeChoice";

interface ScopeMenuButtonProps {
  /** Accessible name of the button, e.g. "Business". */
  label: string;
  icon: ReactNode;
  options: ScopeOption[];
  value?: number;
  onChange: (id: number) => void;
}

/** A top-bar dropdown showing the current choice; picking another one calls onChange. */
export const ScopeMenuButton = ({ label, icon, options, value, onChange }: ScopeMenuButtonProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = options.find((option) => option.id === value);

  const choose = (id: number) => {
    setAnchor(null);
    if (id !== value) onChange(id);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          textTransform: "none",
          maxWidth: 220,
          "& .label": { overflow: "hidden", textOverflow: "ellipsis" },
        }}
      >
        <span className="label">{current?.name ?? label}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem key={option.id} selected={option.id === value} onClick={() => choose(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
