import { useMediaQuery, type Theme } from "@mui/material";

/**
 * Whether the top bar stays in view as the page scrolls: on a computer (the scope, QR codes and bell stay at hand);
 * on phones and tablets it slides away to give the page the room. The sidebar follows the same answer: told
 * nothing, it moved up under a bar that stays, hiding its top behind it once the page was scrolled.
 */
export const useAppBarAlwaysOn = () =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.up("md"), { noSsr: true });
