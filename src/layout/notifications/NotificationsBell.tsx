import { Suspense, useEffect, useState } from "react";
import { Badge } from "@mui/material";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { whenIdle } from "../../custom/whenIdle";
import { TopBarIconButton } from "../TopBarIconButton";
import { useBusinessTimeZone } from "./useBusinessTimeZone";
import { useUnreadCount } from "./useNotifications";

// The dropdown's code (its list, items and their actions) is a chunk of its own, fetched once the page is idle or
// on the first opening: the top bar draws only the bell and its badge.
const NotificationsDropdown = lazyLoaded(() => import("./NotificationsDropdown"));
const preloadDropdown = () => void NotificationsDropdown.preload().catch(() => undefined);

/**
 * The notifications bell (SPEC §2): a badge with the unread count; opening loads the first page, hides the
 * badge and marks everything read; Load More fetches the next page while fewer than the total are loaded.
 * The dropdown (its list, its items' actions) is fetched when the page is idle, mounted on the first opening
 * and kept for its closing animation: the bell is drawn on every page and again on every live event.
 */
export const NotificationsBell = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Each opening loads the list afresh (and, while open, again on every live event).
  const [opening, setOpening] = useState(0);
  const open = anchor !== null;
  const unread = useUnreadCount();
  // Read here, so that the list shows its times in the business's zone as soon as it opens.
  const timeZone = useBusinessTimeZone();
  const label = translate("app.shell.notifications.label");
  useEffect(() => whenIdle(preloadDropdown), []);

  const openList = (target: HTMLElement) => {
    setOpening((count) => count + 1);
    setAnchor(target);
    unread.clear();
  };

  return (
    <>
      <TopBarIconButton label={label} open={open} onOpen={openList} onApproach={preloadDropdown}>
        <Badge badgeContent={unread.count} color="error" invisible={open || unread.count === 0} max={99}>
          <NotificationsIcon />
        </Badge>
      </TopBarIconButton>
      {opening > 0 && (
        <Suspense fallback={null}>
          <NotificationsDropdown
            anchor={anchor}
            opening={opening}
            label={label}
            timeZone={timeZone}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
};
