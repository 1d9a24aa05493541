import { useCallback, useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslate } from "react-admin";
import { serverMessageOf } from "../../dataProvider/errorMessages";

/**
 * SPEC §8 error dialog (holidays, branch edit): the response message, else "An unexpected error occurred".
 * Returns the dialog to render and the function that opens it with a failure.
 */
export function useErrorDialog() {
  const [message, setMessage] = useState<string | null>(null);
  const showError = useCallback((error: unknown) => setMessage(serverMessageOf(error)), []);
  const dialog = <ErrorDialog message={message} onClose={() => setMessage(null)} />;
  return { dialog, showError };
}

export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="error-dialog-title">
      <DialogTitle id="error-dialog-title">{translate("app.catalog.errorDialog.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message ? translate(message, { _: message }) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate("app.catalog.errorDialog.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
