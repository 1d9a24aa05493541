import type { ReactNode } from "react";
import { IconButton, Tooltip } from "@mui/material";

/**
 * An icon of the top bar that opens a dropdown (notifications, QR codes, the phone's "more" menu): named by its
 * tooltip and for screen readers, and saying whether its dropdown is open.
 */
export const TopBarIconButton = ({
  label,
  open,
  onOpen,
  onApproach,
  children,
}: {
  label: string;
  open: boolean;
  onOpen: (anchor: HTMLElement) => void;
  /** The pointer or the focus reached the button: a dropdown whose code comes on demand is fetched now. */
  onApproach?: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <IconButton
      color="inherit"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event) => onOpen(event.currentTarget)}
      onPointerEnter={onApproach}
      onFocus={onApproach}
    >
      {children}
    </IconButton>
  </Tooltip>
);
