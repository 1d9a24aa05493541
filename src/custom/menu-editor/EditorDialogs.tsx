import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { Confirm, useTranslate } from "react-admin";
import type { DeleteConfirmProps } from "./EditorButtons";

// The menu editor's dialogs, a chunk of their own: fetched when first asked or once the editor is idle.

/** "Are you sure?" before a delete: a category, an item and a gallery image alike. */
export function DeleteConfirmDialog({ isOpen, content, onConfirm, onClose }: DeleteConfirmProps) {
  return (
    <Confirm
      isOpen={isOpen}
      title="app.menuEditor.confirmTitle"
      content={content}
      confirm="app.menuEditor.yesDelete"
      cancel="app.menuEditor.cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** Leaving with unsaved items (SPEC §4): Skip changes or Keep safe. */
export function LeaveDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onStay}>
      <DialogTitle>{translate("app.menuEditor.unsaved.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate("app.menuEditor.unsaved.text")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} color="error">
          {translate("app.menuEditor.unsaved.skip")}
        </Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          {translate("app.menuEditor.unsaved.keep")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
