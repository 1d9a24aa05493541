import { useMediaQuery, type Theme } from "@mui/material";

/** MUI's `down("sm")` of the default breakpoints, for code that runs before any theme: phones. */
export const PHONE_MEDIA_QUERY = "(max-width:599.95px)";

/**
 * Below MUI's `sm` breakpoint (phones) lists show cards instead of tables. Read synchronously (noSsr), so a phone
 * never draws the table first and then swaps it.
 */
export const useIsPhone = (): boolean =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"), { noSsr: true });
