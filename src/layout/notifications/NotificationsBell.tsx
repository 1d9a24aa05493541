import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Badge, Box, Button, CircularProgress, List, Popover, Typography } from "@mui/material";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { NOTIFICATION_LIST_MAX_HEIGHT_PX } from "../../domain/constants";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { TopBarIconButton } from "../TopBarIconButton";
import { NotificationItem } from "./NotificationItem";
import { notificationTarget } from "./notificationTarget";
import type { AppNotification } from "./useNotifications";
import { useBusinessTimeZone } from "./useBusinessTimeZone";
import { useMarkAllNotificationsRead, useNotificationPages, useUnreadCount } from "./useNotifications";

const DROPDOWN_WIDTH = 360;

/**
 * The notifications bell (SPEC §2): a badge with the unread count; opening loads the first page, hides the
 * badge and marks everything read; Load More fetches the next page while fewer than the total are loaded.
 * The dropdown (its list, its items' actions) is mounted on the first opening
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

  const openList = (target: HTMLElement) => {
    setOpening((count) => count + 1);
    setAnchor(target);
    unread.clear();
  };

  return (
    <>
      <TopBarIconButton label={label} open={open} onOpen={openList}>
        <Badge badgeContent={unread.count} color="error" invisible={open || unread.count === 0} max={99}>
          <NotificationsIcon />
        </Badge>
      </TopBarIconButton>
      {opening > 0 && (
        <NotificationsDropdown
          anchor={anchor}
          opening={opening}
          label={label}
          timeZone={timeZone}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
};

/** The open list: the newest notifications, marked read once loaded, each opening its order or reservation. */
function NotificationsDropdown({
  anchor,
  opening,
  label,
  timeZone,
  onClose,
}: {
  anchor: HTMLElement | null;
  opening: number;
  label: string;
  timeZone: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const open = anchor !== null;
  const pages = useNotificationPages(opening, open);
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const { user, setBusinessId, setBranchId } = useCurrentScope();

  // The list is loaded before marking, so the items that were new still show as unread; a dropdown closed before
  // its list arrived marks them read when it does (the badge was cleared on opening, and must stay so).
  const { firstLoaded } = pages;
  useEffect(() => {
    if (firstLoaded) markAllRead();
  }, [firstLoaded, markAllRead]);

  /** Opens the order or reservation, first switching to its business and branch when they are the user's. */
  const openerOf = (notification: AppNotification) => {
    const target = notificationTarget(notification);
    if (!target) return undefined;
    return () => {
      const business = user?.business.find((b) => b.id === target.businessId);
      if (business) {
        setBusinessId(business.id);
        if (business.branches.some((b) => b.id === target.branchId)) setBranchId(target.branchId);
      }
      onClose();
      navigate(target.path);
    };
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: { role: "dialog", "aria-label": label, sx: { width: DROPDOWN_WIDTH, maxWidth: "95vw" } },
      }}
    >
      <Typography variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
        {translate("app.shell.notifications.title")}
      </Typography>
      <List
        disablePadding
        aria-label={label}
        sx={{
          maxHeight: NOTIFICATION_LIST_MAX_HEIGHT_PX,
          overflowY: "auto",
          borderTop: 1,
          borderColor: "divider",
        }}
      >
        {pages.items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            timeZone={timeZone}
            onOpen={openerOf(notification)}
          />
        ))}
        {!pages.loading && pages.items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate("app.shell.notifications.empty")}
          </Typography>
        )}
        {(pages.loading || pages.hasMore) && (
          <Box sx={{ display: "flex", justifyContent: "center", p: 1 }}>
            {pages.loading ? (
              <CircularProgress size={24} />
            ) : (
              <Button size="small" onClick={() => pages.loadMore()}>
                {translate("app.shell.notifications.loadMore")}
              </Button>
            )}
          </Box>
        )}
      </List>
    </Popover>
  );
}
