import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useTranslate } from "react-admin";
import { CopyButton, SecretText } from "../../resources/shared/SecretText";

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
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="api-key-secret-title">{translate("app.apiKeys.secretTitle", { name })}</DialogTitle>
      <DialogContent>
        <SecretText value={secret} testId="api-key-secret" />
        <Alert severity="warning">{translate("app.apiKeys.secretOnce")}</Alert>
      </DialogContent>
      <DialogActions>
        <CopyButton text={secret} label="app.apiKeys.copy" copied="app.apiKeys.copied" />
        <Button variant="contained" onClick={onClose}>
          {translate("app.apiKeys.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
