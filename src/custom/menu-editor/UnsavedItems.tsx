import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { useEditedCount, useEditedItems } from "./EditedItems";
import { useLeaveGuard } from "./useLeaveGuard";

// What the page shows of the edited items (SPEC §4), each subscribed to their count on its own: the page itself is
// not redrawn when the first keystroke in a card marks its item edited.

/** "Save All", shown while more than one item has unsaved changes. */
export function SaveAllButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { saveAll } = useEditedItems();
  const count = useEditedCount();
  if (count <= 1) return null;
  const onClick = async () => {
    const allSaved = await saveAll();
    if (allSaved) notify("app.menuEditor.saveAllDone", { type: "success" });
    else notify("app.menuEditor.saveAllFailed", { type: "error" });
  };
  return (
    <Button variant="contained" color="secondary" sx={{ mb: 2 }} onClick={onClick}>
      {translate("app.menuEditor.saveAll")}
    </Button>
  );
}

/** Asks before leaving the page while an item has unsaved changes: Skip changes or Keep safe. */
export function UnsavedItemsGuard() {
  const translate = useTranslate();
  const guard = useLeaveGuard(useEditedCount() > 0);
  return (
    <Dialog open={guard.asking} onClose={guard.stay}>
      <DialogTitle>{translate("app.menuEditor.unsaved.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate("app.menuEditor.unsaved.text")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.leave} color="error">
          {translate("app.menuEditor.unsaved.skip")}
        </Button>
        <Button onClick={guard.stay} variant="contained" autoFocus>
          {translate("app.menuEditor.unsaved.keep")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
