import { Suspense, useState } from "react";
import { Button, IconButton, Tooltip } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useNotify, useTranslate } from "react-admin";
import { lazyLoaded } from "../lazyLoaded";

// The menu editor's own save button and delete confirmation: a category, an item and a gallery image alike.

interface SaveChangesButtonProps {
  /** Nothing to save (no change, or a change that cannot be saved). */
  disabled: boolean;
  /** Saves the card's changes. */
  save: () => Promise<unknown>;
  /** Says what went wrong (the notice of success is the button's own). */
  onFailure: (error: unknown) => void;
}

/** Saves the card's changes, disabled meanwhile, then says "Updated successfully". */
export const SaveChangesButton = ({ disabled, save, onFailure }: SaveChangesButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const onClick = () => {
    setSaving(true);
    save()
      .then(() => notify("app.menuEditor.updatedSuccessfully", { type: "success" }))
      .catch(onFailure)
      .finally(() => setSaving(false));
  };
  return (
    <Button variant="contained" disabled={disabled || saving} onClick={onClick}>
      {translate("app.menuEditor.save")}
    </Button>
  );
};

export interface DeleteConfirmProps {
  isOpen: boolean;
  /** Translation key of what is about to be deleted ("Delete this item?"). */
  content: string;
  onConfirm: () => void;
  onClose: () => void;
}

// The confirmation dialog's code (react-admin's Confirm and MUI's dialogs) comes when a delete is first asked, or
// once the editor is idle (preloadEditorDialogs): the editor's first screen draws no dialog.
const DeleteConfirmDialog = lazyLoaded(() =>
  import("./EditorDialogs").then((m) => ({ default: m.DeleteConfirmDialog })),
);

export const preloadDeleteConfirm = () => DeleteConfirmDialog.preload();

/** "Are you sure?" before a delete, in the editor's words; mounted from its first opening on (for its animation). */
export const EditorDeleteConfirm = (props: DeleteConfirmProps) => {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <DeleteConfirmDialog {...props} />
    </Suspense>
  ) : null;
};

/** A card's delete button: asks first, then deletes (show it only with delete access). */
export const DeleteWithConfirm = ({ content, onDelete }: { content: string; onDelete: () => void }) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Tooltip title={translate("app.menuEditor.delete")}>
        <IconButton
          aria-label={translate("app.menuEditor.delete")}
          color="error"
          onClick={() => setConfirming(true)}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <EditorDeleteConfirm
        isOpen={confirming}
        content={content}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
