import { useState } from "react";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import { Button, Confirm, useNotify, useRecordContext, useRefresh, type RaRecord } from "react-admin";
import { apiPost } from "../../dataProvider/httpClient";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useCurrentScope } from "../shared/useCurrentScope";

/** Cancels the reservation after a confirmation; a canceled stay frees its unit (the record stays). */
export function CancelReservationButton() {
  const record = useRecordContext<RaRecord>();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const { businessId, branchId } = useCurrentScope();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.status === "canceled") return null;

  const cancel = async () => {
    setPending(true);
    try {
      await apiPost(`business/${businessId}/branches/${branchId}/reservations/${record.id}/cancel`, {
        updated_at: record.updated_at,
      });
      notify("app.catalog.notices.updated", { type: "success" });
      refresh();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label="resources.reservations.cancel.action" color="error" onClick={() => setOpen(true)}>
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.catalog.confirm.title"
        content="resources.reservations.cancel.content"
        confirm="resources.reservations.cancel.confirm"
        confirmColor="warning"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
