import { Suspense, useState } from "react";
import { Button } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { lazyLoaded } from "../lazyLoaded";
import { preloadDeleteConfirm } from "./EditorButtons";
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

// The question's dialog comes when it is first asked, or once the editor is idle (preloadEditorDialogs).
const LeaveDialog = lazyLoaded(() => import("./EditorDialogs").then((m) => ({ default: m.LeaveDialog })));

/** Asks before leaving the page while an item has unsaved changes: Skip changes or Keep safe. */
export function UnsavedItemsGuard() {
  const guard = useLeaveGuard(useEditedCount() > 0);
  // Mounted from the first question on, so that it closes with its animation.
  const [asked, setAsked] = useState(false);
  if (guard.asking && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <LeaveDialog open={guard.asking} onLeave={guard.leave} onStay={guard.stay} />
    </Suspense>
  ) : null;
}

/** Fetches the editor's dialogs once it is idle, so that a first delete or leave asks at once. */
export const preloadEditorDialogs = () =>
  void Promise.all([LeaveDialog.preload(), preloadDeleteConfirm()]).catch(() => undefined);
