import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";
import { SET_PASSWORD_LINK_TTL_DAYS } from "../../domain/constants";
import { dismissCreatedAccount, useCreatedAccount } from "./createdAccount";

/**
 * After inviting a staff member: that the invitation was e-mailed, or its one-time link once, with Copy. The link
 * is the person's way in when no mail leaves the server; the server keeps only its hash, so it is shown only here.
 */
export function CreatedAccountDialog() {
  const account = useCreatedAccount();
  const translate = useTranslate();
  const notify = useNotify();
  if (!account) return null;
  const { name, email, delivery, link } = account;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? "");
      notify("app.frontDesk.staffCreated.copied", { type: "info" });
    } catch (error) {
      console.warn("Copying the invitation link failed", error);
    }
  };
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
            <Box
              data-testid="invitation-link"
              dir="ltr"
              sx={{
                my: 2,
                p: 1.5,
                fontFamily: "monospace",
                fontSize: 14,
                wordBreak: "break-all",
                bgcolor: "action.hover",
                borderRadius: 1,
                userSelect: "all",
              }}
            >
              {link}
            </Box>
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
          <Button startIcon={<ContentCopyIcon />} onClick={copy}>
            {translate("app.frontDesk.staffCreated.copy")}
          </Button>
        )}
        <Button variant="contained" onClick={dismissCreatedAccount}>
          {translate("app.frontDesk.staffCreated.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
