import type { ReactNode } from "react";
import { Box } from "@mui/material";

interface FieldRowProps {
  /** How many fields the row holds (the remove button comes after them). */
  fields: number;
  /** How many of the first fields take a whole line on a phone (names, whose labels are long). */
  wideOnPhone?: number;
  children: ReactNode;
}

/**
 * One row of an item card's repeated fields (a price, an addon, a discount): side by side from a tablet up; on a
 * phone two to a line (names on a line each), so that no label is cut to its first letter (three fields and a button
 * shared 260 px), the remove button after them. Every field shrinks with its cell (minmax(0, 1fr)) instead of widening the card.
 */
export const FieldRow = ({ fields, wideOnPhone = 0, children }: FieldRowProps) => (
  <Box
    sx={{
      display: "grid",
      gap: 1,
      my: 1,
      alignItems: "start",
      gridTemplateColumns: {
        xs: "repeat(2, minmax(0, 1fr))",
        sm: `repeat(${fields}, minmax(0, 1fr)) auto`,
      },
      // The remove button keeps to the end of its line on a phone, beside the last field or under the pair.
      "& > .MuiIconButton-root": { justifySelf: { xs: "end", sm: "auto" }, alignSelf: "center" },
      ...(wideOnPhone > 0 && {
        [`& > :nth-child(-n + ${wideOnPhone})`]: { gridColumn: { xs: "1 / -1", sm: "auto" } },
      }),
    }}
  >
    {children}
  </Box>
);
