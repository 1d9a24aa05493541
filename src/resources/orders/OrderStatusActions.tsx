import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { useBranchAccess } from "../shared/useBranchAccess";
import { statusChoices, useOrderStatuses } from "./orderStatuses";
import { RejectOrderDialog } from "./RejectOrderDialog";
import { useChangeOrderStatus } from "./useChangeOrderStatus";
import { useOrderName } from "./useOrderName";

/** The statuses an order may move to, from the order itself, else from the branch's statuses (SPEC §4). */
const nextOf = (record: RaRecord, statuses: ReturnType<typeof useOrderStatuses>): string[] =>
  Array.isArray(record.next_statuses)
    ? record.next_statuses
    : statusChoices(String(record.status), statuses).slice(1);

/**
 * The order page's answer to an order: one clear button per status it may go to next (Accept and Reject on a
 * pending order, then Mark ready, Mark delivered), instead of a select and Submit. Rejecting asks for a reason.
 * Each saves at once, with the updated_at loaded (a stale page is refused). Staff without orders.update see none.
 */
export function OrderStatusActions() {
  const record = useRecordContext<RaRecord>();
  const statuses = useOrderStatuses();
  const can = useBranchAccess();
  const translate = useTranslate();
  const orderName = useOrderName();
  const { changeStatus, isPending } = useChangeOrderStatus();
  const [rejecting, setRejecting] = useState(false);
  if (!record || !can("orders", "update", record.branch_id ?? undefined)) return null;
  const next = nextOf(record, statuses);
  if (!next.length) return null;

  const moveTo = (status: string, reason?: string) =>
    changeStatus(record, status, reason, () => setRejecting(false));

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap" }}
      role="group"
      aria-label={translate("resources.orders.nextStatuses", { number: record.number ?? record.id })}
    >
      {next.map((status) => (
        <Button
          key={status}
          variant={status === "rejected" ? "outlined" : "contained"}
          color={status === "rejected" ? "error" : "primary"}
          disabled={isPending}
          onClick={() => (status === "rejected" ? setRejecting(true) : moveTo(status))}
        >
          {translate(`resources.orders.moveTo.${status}`, { _: status })}
        </Button>
      ))}
      {/* Mounted while open only: every opening starts with an empty reason. */}
      {rejecting && (
        <RejectOrderDialog
          open
          title={orderName(record, "reject.title")}
          saving={isPending}
          onClose={() => setRejecting(false)}
          onReject={(reason) => moveTo("rejected", reason)}
        />
      )}
    </Stack>
  );
}
