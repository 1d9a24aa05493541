import { Alert, AlertTitle, Button } from "@mui/material";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import { useStore, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { getStoredUser } from "../../authProvider/session";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY } from "../../store";
import { displayDate, hasReservationTillPassed } from "./reservationTill";
import { useReservationTill } from "./useReservationTill";

/** Where the date is changed: the Mobile App Settings tab (SPEC §2). */
export const MOBILE_APP_SETTINGS_PATH = "/settings?tab=MobileAppSettings";

/** The reservation-expiry banner above the page (SPEC §4): shown once EnableReservationTill has passed. */
export const ReservationBanner = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [, setBusinessId] = useStore<number | undefined>(CURRENT_BUSINESS_KEY);
  const [, setBranchId] = useStore<number | undefined>(CURRENT_BRANCH_KEY);
  const { till, businessId, branchId } = useReservationTill(getStoredUser());
  if (!hasReservationTillPassed(till)) return null;

  // The date belongs to the first business and branch: the settings page opens on them.
  const goToSettings = () => {
    setBusinessId(businessId);
    setBranchId(branchId);
    navigate(MOBILE_APP_SETTINGS_PATH);
  };

  return (
    <Alert
      severity="warning"
      icon={<EventBusyIcon />}
      sx={{ mt: 2, alignItems: "center" }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={goToSettings}>
          {translate("app.shell.banner.action")}
        </Button>
      }
    >
      <AlertTitle>{translate("app.shell.banner.title")}</AlertTitle>
      {translate("app.shell.banner.text", { date: displayDate(till) })}
    </Alert>
  );
};
