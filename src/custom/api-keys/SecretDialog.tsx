import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";

/**
 * A new key's secret, once, with Copy: the server keeps only its hash, so closing this dialog is the last time anyone
 * sees it (a lost secret is replaced by a new key).
 */
export function SecretDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify("app.apiKeys.copied", { type: "info" });
    } catch (error) {
      console.warn("Copying the API key failed", error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="api-key-secret-title">{translate("app.apiKeys.secretTitle", { name })}</DialogTitle>
      <DialogContent>
        <Box
          data-testid="api-key-secret"
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
          {secret}
        </Box>
        <Alert severity="warning">{translate("app.apiKeys.secretOnce")}</Alert>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate("app.apiKeys.copy")}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate("app.apiKeys.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
