import { useState, type MouseEvent } from "react";
import CancelScheduleSendIcon from "@mui/icons-material/CancelScheduleSend";
import SendIcon from "@mui/icons-material/Send";
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../shared/useCurrentScope";
import { announceCreatedAccount } from "./createdAccount";

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A pending invitation's row actions in the users list: Resend (a new one-time link, e-mailed or shown once in the
 * dialog; the old link stops working) and Cancel (its link stops working and the row goes), each by permission.
 */
export function InvitationActions() {
  const record = useRecordContext();
  const { businessId } = useCurrentScope();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const { canAccess: mayResend } = useCanAccess({ resource: "users", action: "create" });
  const { canAccess: mayCancel } = useCanAccess({ resource: "users", action: "delete" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== "invited" || businessId === undefined) return null;
  const id = Number(record.invitation_id);

  const resend = async (event: MouseEvent) => {
    stop(event);
    setBusy(true);
    try {
      const { data } = await dataProvider.resendInvitation({ businessId, id });
      announceCreatedAccount({ name: String(record.name ?? ""), ...data });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    setBusy(true);
    try {
      await dataProvider.cancelInvitation({ businessId, id });
      notify("resources.users.invitation.canceled", { type: "info" });
      refresh();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    // Clicks here (and in the portal of the dialog) must not also act on the row.
    <span onClick={stop}>
      {mayResend && (
        <Button label="resources.users.invitation.resend" onClick={resend} disabled={busy}>
          <SendIcon />
        </Button>
      )}
      {mayCancel && (
        <Button
          label="resources.users.invitation.cancel"
          onClick={(event) => {
            stop(event);
            setConfirming(true);
          }}
          disabled={busy}
          color="error"
        >
          <CancelScheduleSendIcon />
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="resources.users.invitation.cancelTitle"
        content="resources.users.invitation.cancelContent"
        translateOptions={{ name: String(record.name ?? ""), email: String(record.email ?? "") }}
        confirm="resources.users.invitation.cancelConfirm"
        cancel="resources.users.invitation.keep"
        confirmColor="warning"
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </span>
  );
}
