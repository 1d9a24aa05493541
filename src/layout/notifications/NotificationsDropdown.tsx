import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { Box, Button, CircularProgress, List, Popover, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { NOTIFICATION_LIST_MAX_HEIGHT_PX } from "../../domain/constants";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { NotificationItem } from "./NotificationItem";
import { notificationTarget } from "./notificationTarget";
import { useMarkAllNotificationsRead, useNotificationPages, type AppNotification } from "./useNotifications";

const DROPDOWN_WIDTH = 360;

/** The open list: the newest notifications, marked read once loaded, each opening its order or reservation. */
export default function NotificationsDropdown({
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
