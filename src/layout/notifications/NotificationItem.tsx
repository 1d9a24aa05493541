import { Box, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { DEFAULT_LOCALE } from "../../domain/constants";
import { isLocale } from "../../i18n/locale";
import { formatNotificationDateTime, formatNotificationTime } from "./notificationTime";
import type { AppNotification } from "./useNotifications";

/**
 * One notification: its text and its time in the current language (how long ago when recent, else the date-time
 * in the business time zone, which a recent one keeps as its tooltip); read ones on a grey background. One about
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
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;

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
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={notification.created_at}
            title={formatNotificationDateTime(notification.created_at, timeZone, language)}
          >
            {formatNotificationTime(notification.created_at, timeZone, language)}
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
