import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { SET_PASSWORD_LINK_TTL_DAYS } from "../../domain/constants";
import { CopyButton, SecretText } from "../shared/SecretText";
import { dismissCreatedAccount, useCreatedAccount } from "./createdAccount";

/**
 * After inviting a staff member: that the invitation was e-mailed, or its one-time link once, with Copy. The link
 * is the person's way in when no mail leaves the server; the server keeps only its hash, so it is shown only here.
 */
export function CreatedAccountDialog() {
  const account = useCreatedAccount();
  const translate = useTranslate();
  if (!account) return null;
  const { name, email, delivery, link } = account;
  return (
    <Dialog
      open
      onClose={dismissCreatedAccount}
      aria-labelledby="created-account-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="created-account-title">{translate("app.frontDesk.staffCreated.title")}</DialogTitle>
      <DialogContent>
        {delivery === "email" || !link ? (
          <Typography>{translate("app.frontDesk.staffCreated.emailSent", { name, email })}</Typography>
        ) : (
          <>
            <Typography>{translate("app.frontDesk.staffCreated.linkIntro", { name, email })}</Typography>
            <SecretText value={link} testId="invitation-link" />
            <Alert severity="warning">
              {translate("app.frontDesk.staffCreated.linkOnce", { days: SET_PASSWORD_LINK_TTL_DAYS })}
            </Alert>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {translate("app.frontDesk.staffCreated.invitedNote")}
        </Typography>
      </DialogContent>
      <DialogActions>
        {delivery === "link" && link && (
          <CopyButton
            text={link}
            label="app.frontDesk.staffCreated.copy"
            copied="app.frontDesk.staffCreated.copied"
          />
        )}
        <Button variant="contained" onClick={dismissCreatedAccount}>
          {translate("app.frontDesk.staffCreated.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
