import { useNotify, useRedirect, useResourceContext } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";

export interface SaveNoticeOptions {
  /** Shows a failure another way (e.g. the SPEC §8 error dialog); default: the generic error toasts. */
  onFailure?: (error: unknown) => void;
  /** Runs after a successful save, before going back to the list (e.g. reload the stored user). */
  onSaved?: () => void | Promise<void>;
}

/**
 * Mutation options of Create and Edit with SPEC §8 notices: "Done successfully" / "Updated successfully", back to
 * the list, and failures through the generic handler. Use with `mutationMode="pessimistic"` on Edit so server
 * errors reach the form.
 */
export function useSaveNotices({ onFailure, onSaved }: SaveNoticeOptions = {}) {
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyApiError = useNotifyApiError();
  const onError = onFailure ?? notifyApiError;
  const succeeded = (message: string) => async () => {
    await onSaved?.();
    notify(message, { type: "success" });
    redirect("list", resource);
  };
  return {
    createOptions: { onSuccess: succeeded("app.catalog.notices.created"), onError },
    editOptions: { onSuccess: succeeded("app.catalog.notices.updated"), onError },
  };
}
