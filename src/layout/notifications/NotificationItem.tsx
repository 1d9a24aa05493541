import { Box, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { formatNotificationTime } from "./notificationTime";
import type { AppNotification } from "./useNotifications";

/**
 * One notification: its text in the current language and its time; read ones on a grey background. One about
 * an order or a reservation opens it (`onOpen`).
 */
export const NotificationItem = ({
  notification,
  timeZone,
  onOpen,
}: {
  notification: AppNotification;
  timeZone: string;
  onOpen?: () => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const isRead = Boolean(notification.read_at);
  const localized = notification.data[locale];
  const text = typeof localized === "string" && localized ? localized : notification.data.en;

  const content = (
    <>
      <Box
        aria-label={isRead ? undefined : translate("app.shell.notifications.unread")}
        role={isRead ? undefined : "img"}
        sx={{
          width: 8,
          height: 8,
          mt: 1,
          flexShrink: 0,
          borderRadius: "50%",
          bgcolor: isRead ? "transparent" : "primary.main",
        }}
      />
      <ListItemText
        primary={text}
        slotProps={{ primary: { variant: "body2", fontWeight: isRead ? 400 : 600 } }}
        secondary={
          <Typography component="span" variant="caption" color="text.secondary" dir="ltr">
            {formatNotificationTime(notification.created_at, timeZone)}
          </Typography>
        }
      />
    </>
  );
  const background = isRead ? "grey.100" : "background.paper";

  return onOpen ? (
    <ListItem divider disablePadding data-read={isRead} sx={{ bgcolor: background }}>
      <ListItemButton onClick={onOpen} sx={{ alignItems: "flex-start", gap: 1 }}>
        {content}
      </ListItemButton>
    </ListItem>
  ) : (
    <ListItem divider data-read={isRead} sx={{ bgcolor: background, alignItems: "flex-start", gap: 1 }}>
      {content}
    </ListItem>
  );
};
