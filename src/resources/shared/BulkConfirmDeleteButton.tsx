import { useState } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Button,
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
} from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { DeleteConfirm, preloadDeleteConfirm } from "./ConfirmDeleteButton";

/** Bulk delete of a list's selection with the SPEC §8 confirmation; show it only with delete permission. */
export function BulkConfirmDeleteButton({ onDeleted }: { onDeleted?: () => void }) {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyApiError = useNotifyApiError();
  const [deleteMany, { isPending }] = useDeleteMany();

  const confirmDelete = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
          onDeleted?.();
          notify("app.catalog.notices.deleted", { type: "info" });
        },
        onError: (error) => {
          setOpen(false);
          notifyApiError(error);
          // Some records may be gone already: show what is left.
          refresh();
        },
      },
    );

  return (
    <>
      <Button
        label="ra.action.delete"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDeleteConfirm}
        onFocus={preloadDeleteConfirm}
        color="error"
      >
        <DeleteIcon />
      </Button>
      <DeleteConfirm
        isOpen={open}
        loading={isPending}
        onConfirm={confirmDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
