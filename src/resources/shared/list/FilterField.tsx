import type { ReactNode } from "react";
import { Box, InputBase, type InputBaseProps } from "@mui/material";
import type { Theme } from "@mui/material/styles";

export const FILTER_FIELD_CLASS = "ListFilterField-root";

interface FilterFieldProps {
  /** The source, for the `ra-input-<source>` class the screens and tests find a filter by. */
  source: string;
  /** The label shown above the value, and the id its control is named by. */
  label?: string;
  labelId?: string;
  /** The id of the input the label is for (a typed filter). */
  inputId?: string;
  /** A message under the field; shown in the error colour when `error`. Its id describes the input. */
  helperText?: ReactNode;
  helperId?: string;
  error?: boolean;
  children: ReactNode;
}

// The look of the dashboard's filled, small, dense text fields (react-admin's theme defaults), label always raised.
const fieldSx = (theme: Theme) => {
  const dark = theme.palette.mode === "dark";
  return {
    position: "relative",
    display: "inline-flex",
    flexDirection: "column",
    minWidth: 0,
    mt: 1,
    mb: 0.5,
    "& .ListFilterField-box": {
      position: "relative",
      display: "flex",
      alignItems: "center",
      minHeight: 48,
      borderStartStartRadius: theme.shape.borderRadius,
      borderStartEndRadius: theme.shape.borderRadius,
      backgroundColor: dark ? "rgba(255, 255, 255, 0.09)" : "rgba(0, 0, 0, 0.04)",
      transition: theme.transitions.create("background-color"),
      "&:hover": { backgroundColor: dark ? "rgba(255, 255, 255, 0.13)" : "rgba(0, 0, 0, 0.09)" },
      // The underline; thicker and in the theme's colour while the field has the focus.
      "&::after": {
        content: '""',
        position: "absolute",
        insetInline: 0,
        bottom: 0,
        borderBottom: "1px solid",
        borderColor: dark ? "rgba(255, 255, 255, 0.7)" : "rgba(0, 0, 0, 0.42)",
        pointerEvents: "none",
      },
      "&:focus-within::after": { borderBottom: "2px solid", borderColor: "primary.main" },
    },
    "&.Mui-error .ListFilterField-box::after": { borderColor: "error.main" },
    "& .ListFilterField-label": {
      position: "absolute",
      top: 4,
      insetInlineStart: 12,
      maxWidth: "calc(100% - 24px)",
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
      fontSize: "0.75rem",
      lineHeight: 1.4375,
      color: "text.secondary",
      pointerEvents: "none",
      zIndex: 1,
    },
    "&:focus-within .ListFilterField-label": { color: "primary.main" },
    "&.Mui-error .ListFilterField-label": { color: "error.main" },
    // The value sits under the raised label (filled small: 21 px above, 4 below), or in the middle without one.
    "& .ListFilterField-box > .MuiInputBase-root, & .ListFilterField-box > span": {
      flex: "1 1 auto",
      minWidth: 0,
      display: "flex",
    },
    "& .MuiInputBase-input": { padding: "21px 12px 4px" },
    "&.ListFilterField-unlabelled .MuiInputBase-input": { padding: "12.5px 12px" },
    "& .MuiInputBase-adornedEnd": { paddingInlineEnd: "12px" },
    "&& .MuiInputBase-inputAdornedEnd": { paddingInlineEnd: 0 },
    "& .ListFilterField-helper": {
      m: "3px 14px 0",
      fontSize: "0.75rem",
      lineHeight: 1.66,
      color: "text.secondary",
    },
    "&.Mui-error .ListFilterField-helper": { color: "error.main" },
  } as const;
};

/**
 * The frame of a list filter: a raised label, the control and a message under it, drawn like the dashboard's
 * text fields. Filters write the list's parameters directly (no form); on InputBase and ButtonSelect they need
 * none of MUI's text-field layer (TextField, FormControl, the outlined and filled inputs, labels: 13 KB gzip).
 */
export function FilterField({
  source,
  label,
  labelId,
  inputId,
  helperText,
  helperId,
  error,
  children,
}: FilterFieldProps) {
  const classes = [
    "ra-input",
    `ra-input-${source}`,
    FILTER_FIELD_CLASS,
    label ? "" : "ListFilterField-unlabelled",
    error ? "Mui-error" : "",
  ];
  return (
    <Box className={classes.filter(Boolean).join(" ")} sx={fieldSx}>
      <Box className="ListFilterField-box">
        {label && (
          <label className="ListFilterField-label" id={labelId} htmlFor={inputId}>
            {label}
          </label>
        )}
        {children}
      </Box>
      {helperText && (
        <p className="ListFilterField-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </Box>
  );
}

/** The typed value of a filter, filling its frame. */
export const FilterInput = (props: InputBaseProps) => <InputBase fullWidth {...props} />;
