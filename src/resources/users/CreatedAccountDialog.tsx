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
import { dismissCreatedAccount, useCreatedAccount } from "./createdAccount";

/**
 * After adding a staff member: the generated password once, with Copy, or that an invitation e-mail went out.
 * Without this nobody would know the password the dashboard made up, and the new account could not sign in.
 */
export function CreatedAccountDialog() {
  const account = useCreatedAccount();
  const translate = useTranslate();
  const notify = useNotify();
  if (!account) return null;
  const { name, email, delivery, generatedPassword } = account;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(generatedPassword ?? "");
      notify("app.frontDesk.staffCreated.copied", { type: "info" });
    } catch (error) {
      console.warn("Copying the password failed", error);
    }
  };
  return (
    <Dialog
      open
      onClose={dismissCreatedAccount}
      aria-labelledby="created-account-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="created-account-title">{translate("app.frontDesk.staffCreated.title")}</DialogTitle>
      <DialogContent>
        {delivery === "email" ? (
          <Typography>{translate("app.frontDesk.staffCreated.emailSent", { email })}</Typography>
        ) : generatedPassword ? (
          <>
            <Typography>{translate("app.frontDesk.staffCreated.passwordIntro", { name, email })}</Typography>
            <Box
              data-testid="generated-password"
              dir="ltr"
              sx={{
                my: 2,
                p: 1.5,
                fontFamily: "monospace",
                fontSize: 20,
                textAlign: "center",
                bgcolor: "action.hover",
                borderRadius: 1,
                userSelect: "all",
              }}
            >
              {generatedPassword}
            </Box>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate("app.frontDesk.staffCreated.passwordOnce")}
            </Alert>
            <Typography variant="body2" color="text.secondary">
              {translate("app.frontDesk.staffCreated.existingNote")}
            </Typography>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {translate("app.frontDesk.staffCreated.ownPassword", { name, email })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate("app.frontDesk.staffCreated.existingNote")}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {delivery === "password" && generatedPassword && (
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
