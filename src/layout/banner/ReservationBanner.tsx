import {
  Alert,
  AlertTitle,
  Box,
  Button,
  IconButton,
  Tooltip,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import SettingsIcon from "@mui/icons-material/Settings";
import { useStore, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { localDateOf } from "../../domain/zoned-time";
import { useBusinessTimeZone } from "../notifications/useBusinessTimeZone";
import { displayDate, hasReservationTillPassed } from "./reservationTill";
import { useReservationTill } from "./useReservationTill";

/** Where the date is changed: the Mobile App Settings tab (SPEC §2). */
export const MOBILE_APP_SETTINGS_PATH = "/settings?tab=MobileAppSettings";

/** The store key (local storage) of the business's day on which the banner was hidden. */
export const bannerDismissedKey = (businessId: number | undefined) =>
  `reservationBanner.dismissedOn.${businessId ?? "none"}`;

/** The date, whole on one line and left to right in Arabic too (it broke as "18-" / "11-2026" on phones). */
const DateText = ({ date }: { date: string }) => (
  <Box component="bdi" dir="ltr" sx={{ whiteSpace: "nowrap" }}>
    {date}
  </Box>
);

/** A message with the date set in it as an element: the text around it may wrap, the date may not. */
const WithDate = ({ text, date }: { text: (date: string) => string; date: string }) => {
  const marker = "\u0000";
  const [before, after = ""] = text(marker).split(marker);
  return (
    <>
      {before}
      <DateText date={date} />
      {after}
    </>
  );
};

/**
 * The reservation-expiry banner above the page (SPEC §4): only for a business that takes reservations through the
 * mobile app, once its EnableReservationTill has passed (on the business's own day). Hidden for the day by its
 * close button (per business, until the business's next day). On a phone it is one short line: no title, the
 * date whole, Go to Settings as an icon.
 */
export const ReservationBanner = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const today = localDateOf(new Date(), useBusinessTimeZone());
  const { applies, till, businessId } = useReservationTill(today);
  const [dismissedOn, setDismissedOn] = useStore<string | undefined>(bannerDismissedKey(businessId));
  if (!applies || !hasReservationTillPassed(till, today) || dismissedOn === today) return null;

  const date = displayDate(till);
  const goToSettings = () => navigate(MOBILE_APP_SETTINGS_PATH);
  const action = translate("app.shell.banner.action");
  const dismiss = translate("app.shell.banner.dismiss");

  return (
    <Alert
      severity="warning"
      // A phone's line is the message's: no icon, Go to Settings as an icon.
      icon={onPhone ? false : <EventBusyIcon />}
      sx={{ mt: 2, alignItems: "center", "& .MuiAlert-message": { minWidth: 0 } }}
      action={
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
          {onPhone ? (
            <Tooltip title={action}>
              <IconButton color="inherit" size="small" onClick={goToSettings} aria-label={action}>
                <SettingsIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={goToSettings}
              sx={{ whiteSpace: "nowrap" }}
            >
              {action}
            </Button>
          )}
          <Tooltip title={dismiss}>
            <IconButton
              color="inherit"
              size="small"
              onClick={() => setDismissedOn(today)}
              aria-label={dismiss}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      }
    >
      {onPhone ? (
        <Box
          data-testid="reservation-banner-short"
          sx={{ display: "flex", gap: 0.5, whiteSpace: "nowrap", minWidth: 0 }}
        >
          <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
            {translate("app.shell.banner.short")}
          </Box>
          <DateText date={date} />
        </Box>
      ) : (
        <>
          <AlertTitle>{translate("app.shell.banner.title")}</AlertTitle>
          <WithDate text={(marker) => translate("app.shell.banner.text", { date: marker })} date={date} />
        </>
      )}
    </Alert>
  );
};
