import { useEffect, type RefObject } from "react";
import { useMediaQuery, type Theme } from "@mui/material";
import { AppBarClasses, useSidebarState } from "react-admin";

/**
 * On small screens the open sidebar closes when the user clicks outside it (SPEC §2). On extra-small screens
 * react-admin's drawer already does so through its backdrop (and toggles: closing it here too would reopen it);
 * the toggle button is left to do its own toggling.
 */
export function useCloseOnOutsideClick(sidebarRef: RefObject<HTMLElement | null>): void {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.between("sm", "md"));
  const [open, setOpen] = useSidebarState();

  useEffect(() => {
    if (!isSmall || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || sidebarRef.current?.contains(target)) return;
      if (target.closest(`.${AppBarClasses.menuButton}`)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isSmall, open, setOpen, sidebarRef]);
}
