import { Box, ListItem, ListItemText, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { formatNotificationTime } from "./notificationTime";
import type { AppNotification } from "./useNotifications";

/** One notification: its text in the current language and its time; read ones on a grey background. */
export const NotificationItem = ({ notification, timeZone }: { notification: AppNotification; timeZone: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const isRead = Boolean(notification.read_at);
  const localized = notification.data[locale];
  const text = typeof localized === "string" && localized ? localized : notification.data.en;

  return (
    <ListItem
      divider
      data-read={isRead}
      sx={{ bgcolor: isRead ? "grey.100" : "background.paper", alignItems: "flex-start", gap: 1 }}
    >
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
    </ListItem>
  );
};
