import { useState } from "react";
import { Button } from "@mui/material";
import PrintIcon from "@mui/icons-material/Print";
import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { localizedName } from "../../../domain/localizedText";
import { useBusinessTimeZone } from "../../../layout/notifications/useBusinessTimeZone";
import { PrintPortal } from "../../orders/print/PrintPortal";
import { useCurrentScope } from "../../shared/useCurrentScope";
import { StayConfirmation } from "./StayConfirmation";

/** Print on a stay's page: its confirmation for the guest, on A4, in the dashboard's language. */
export function StayConfirmationButton() {
  const stay = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { business, branch } = useCurrentScope();
  const timeZone = useBusinessTimeZone();
  const [printing, setPrinting] = useState(false);
  if (!stay) return null;
  return (
    <>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
        {translate("resources.reservations.confirmation.print")}
      </Button>
      {printing && (
        <PrintPortal paper="a4" onDone={() => setPrinting(false)}>
          <StayConfirmation
            stay={stay}
            businessName={business ? localizedName(business.locales, locale, business.name) : ""}
            branchName={branch ? localizedName(branch.locales, locale, "") : ""}
            timeZone={timeZone}
          />
        </PrintPortal>
      )}
    </>
  );
}
