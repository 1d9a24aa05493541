import { useState, type MouseEvent } from "react";
import { Button } from "@mui/material";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import { Confirm, useNotify, useRecordContext, useTranslate } from "react-admin";
import { useMutation } from "@tanstack/react-query";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../shared/useCurrentScope";

/**
 * A table's "New QR code": its QR token is replaced, so the printed code (or a photo of it taken home) stops ordering
 * to the table. Asked first, since the table's code must then be printed again.
 */
export const RotateQrTokenButton = () => {
  const record = useRecordContext<{ id: number }>();
  const { businessId, branchId } = useCurrentScope();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const rotate = useMutation({
    mutationFn: () =>
      dataProvider.rotateTableToken({
        businessId: businessId!,
        branchId: branchId!,
        tableId: Number(record!.id),
      }),
    onSuccess: () => notify("app.frontDoor.rotated", { type: "success" }),
    onError: (error: Error) =>
      notify("app.frontDoor.failed", { type: "error", messageArgs: { message: error.message } }),
    onSettled: () => setOpen(false),
  });
  if (!record || businessId === undefined || branchId === undefined) return null;
  // The row opens the table on click: the button's own click stays with the button.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button size="small" startIcon={<QrCode2Icon />} onClick={() => setOpen(true)}>
        {translate("app.frontDoor.rotateToken")}
      </Button>
      <Confirm
        isOpen={open}
        loading={rotate.isPending}
        title="app.frontDoor.rotateToken"
        content="app.frontDoor.rotateTokenConfirm"
        onConfirm={() => rotate.mutate()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
