import { useState } from "react";
import { FormControlLabel, Switch } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";

/**
 * An item's "sold out" for today's customers: saved at once (apart from the item's own Save, which is for what the
 * item is, not for what the kitchen has left), audited by the server and shown by the public menu at once.
 */
export function SoldOutSwitch(props: {
  businessId: number;
  itemId: number;
  soldOut: boolean;
  disabled: boolean;
  /** Told once the server has it, so the loaded menu (the item's row) shows it. */
  onChanged: (soldOut: boolean) => void;
}) {
  const { businessId, itemId, soldOut, disabled, onChanged } = props;
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const change = async (next: boolean) => {
    setPending(true);
    try {
      // react-admin's updateMany: the items' sold-out route, one transaction (dataProvider/bulkUpdates.ts).
      await dataProvider.updateMany("items", {
        ids: [itemId],
        data: { sold_out: next },
        meta: { businessId },
      });
      onChanged(next);
    } catch (error) {
      notify("app.frontDoor.failed", { type: "error", messageArgs: { message: (error as Error).message } });
    } finally {
      setPending(false);
    }
  };
  return (
    <FormControlLabel
      control={
        <Switch checked={soldOut} disabled={disabled || pending} onChange={(_, next) => void change(next)} />
      }
      label={translate("app.frontDoor.soldOut")}
    />
  );
}
