import { lazy, Suspense, useState, type MouseEvent } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Button,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useUnselect,
  type RaRecord,
  type RedirectionSideEffect,
} from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import type { DeleteConfirmProps } from "./DeleteConfirmDialog";

export { DELETE_CONFIRM } from "./deleteConfirmTexts";

const loadDialog = () => import("./DeleteConfirmDialog");
const LazyDeleteConfirm = lazy(loadDialog);

/**
 * The SPEC §8 confirmation of a delete, for one record or a selection. Its dialog (MUI's Dialog and react-admin's
 * Confirm, with the text-field layer they share a chunk with) is fetched when first opened, or as the pointer
 * reaches a delete button (`preloadDeleteConfirm`): a list page draws none until a delete is asked.
 */
export const DeleteConfirm = (props: DeleteConfirmProps) => (
  <Suspense fallback={null}>
    <LazyDeleteConfirm {...props} />
  </Suspense>
);

export const preloadDeleteConfirm = () => void loadDialog();

export interface ConfirmDeleteButtonProps {
  record?: RaRecord;
  resource?: string;
  /** Where to go once deleted ("list" by default; false to stay, e.g. in a list row). */
  redirect?: RedirectionSideEffect;
  label?: string;
  /** Shows a failure another way (e.g. the holiday error dialog); default: the generic error toasts. */
  onFailure?: (error: unknown) => void;
  onDeleted?: () => void;
  /** The confirmation's title naming the record, already translated (money-bearing records say which one). */
  confirmTitle?: string;
}

/**
 * Delete with the SPEC §8 confirmation ("Are you sure?" / "You won't be able to revert this!" / "Yes, delete
 * it!"), then "Deleted successfully"; failures go through the generic handler. Show it only with delete permission.
 */
export function ConfirmDeleteButton({
  record: recordProp,
  resource: resourceProp,
  redirect: redirectTo = "list",
  label = "ra.action.delete",
  onFailure,
  onDeleted,
  confirmTitle,
}: ConfirmDeleteButtonProps) {
  const record = useRecordContext({ record: recordProp });
  const resource = useResourceContext({ resource: resourceProp });
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const redirect = useRedirect();
  const unselect = useUnselect(resource);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const confirmDelete = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          setOpen(false);
          notify("app.catalog.notices.deleted", { type: "info" });
          unselect([record.id], true);
          onDeleted?.();
          if (redirectTo !== false) redirect(redirectTo, resource);
        },
        onError: (error) => {
          setOpen(false);
          (onFailure ?? notifyApiError)(error);
        },
      },
    );

  const openConfirm = (event: MouseEvent) => {
    // Inside a list row, the click must not also open the record.
    event.stopPropagation();
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        label={label}
        onClick={openConfirm}
        onPointerEnter={preloadDeleteConfirm}
        onFocus={preloadDeleteConfirm}
        color="error"
        className="ra-delete-button"
      >
        <DeleteIcon />
      </Button>
      {/* Dialog clicks bubble through the portal to a list row: keep them here. The dialog is mounted on the first
          opening (and kept, for its closing animation): a list drew a closed dialog in every row. */}
      {opened && (
        <span onClick={(event) => event.stopPropagation()}>
          <DeleteConfirm
            isOpen={open}
            title={confirmTitle}
            loading={isPending}
            onConfirm={confirmDelete}
            onClose={(event: MouseEvent) => {
              event?.stopPropagation?.();
              setOpen(false);
            }}
          />
        </span>
      )}
    </>
  );
}
