import { useMediaQuery, type Theme } from "@mui/material";

/**
 * Below MUI's `sm` breakpoint (phones) lists show cards instead of tables. Read synchronously (noSsr), so a phone
 * never draws the table first and then swaps it.
 */
export const useIsPhone = (): boolean =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"), { noSsr: true });
