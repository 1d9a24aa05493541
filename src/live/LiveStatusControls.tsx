import { Box, Button, IconButton, Tooltip } from "@mui/material";
import CloudOffIcon from "@mui/icons-material/CloudOff";
import NotificationsActiveIcon from "@mui/icons-material/NotificationsActive";
import VolumeUpIcon from "@mui/icons-material/VolumeUp";
import { useTranslate } from "react-admin";
import { askNotificationPermission } from "./backgroundNotification";
import { useLiveStatus, updateLiveStatus } from "./liveStatus";
import { muteOrderAlarm, retryOrderAlarmSound } from "./orderAlarm";
import { unlockSound } from "./playAlert";

/**
 * The app bar's live controls: a crossed-out cloud while live updates are disconnected, the ringing alarm with
 * its Mute button while new orders wait, and "Enable sound" when the browser blocked the alarm's sound (browsers
 * allow sound only after a click: this is the click).
 */
export const LiveStatusControls = () => {
  const translate = useTranslate();
  const { connection, ringing, soundBlocked } = useLiveStatus();

  const enableSound = async () => {
    const playing = await unlockSound();
    updateLiveStatus({ soundBlocked: !playing });
    await askNotificationPermission();
    if (playing) retryOrderAlarmSound();
  };

  return (
    <>
      {connection === "disconnected" && (
        <Tooltip title={translate("app.live.disconnected")}>
          <Box
            role="status"
            aria-label={translate("app.live.disconnected")}
            sx={{ display: "flex", mx: 0.5 }}
          >
            <CloudOffIcon />
          </Box>
        </Tooltip>
      )}
      {soundBlocked && (
        <Tooltip describeChild title={translate("app.live.soundBlocked")}>
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<VolumeUpIcon />}
            onClick={enableSound}
            aria-label={translate("app.live.enableSound")}
            // On a phone the icon alone: with its words the top bar pushed the user menu off the screen.
            sx={{ minWidth: 0, "& .MuiButton-startIcon": { mx: { xs: 0, sm: undefined } } }}
          >
            <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
              {translate("app.live.enableSound")}
            </Box>
          </Button>
        </Tooltip>
      )}
      {ringing.length > 0 && (
        <Tooltip title={translate("app.live.ringing", { smart_count: ringing.length })}>
          <IconButton
            color="inherit"
            data-alarm="ringing"
            aria-label={`${translate("app.live.mute")}: ${translate("app.live.ringing", { smart_count: ringing.length })}`}
            onClick={muteOrderAlarm}
            sx={{
              animation: "live-alarm-pulse 1s ease-in-out infinite",
              "@keyframes live-alarm-pulse": { "50%": { opacity: 0.4 } },
              // A person who asked for less motion gets the still bell (its label and sound still say it rings);
              // a screen without a graphics card then also stops repainting the top bar sixty times a second.
              "@media (prefers-reduced-motion: reduce)": { animation: "none" },
            }}
          >
            <NotificationsActiveIcon />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
};
