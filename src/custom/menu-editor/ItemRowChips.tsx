import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";

/** A row's flags: hidden, ordering disabled, sold out, unsaved changes (drawn only when one of them is set). */
export default function ItemRowChips({
  hidden,
  orderingDisabled,
  soldOut = false,
  unsaved,
}: {
  hidden: boolean;
  orderingDisabled: boolean;
  soldOut?: boolean;
  unsaved: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      {hidden && <Chip size="small" label={translate("app.menuEditor.item.hidden")} />}
      {orderingDisabled && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate("app.menuEditor.item.orderingDisabled")}
        />
      )}
      {soldOut && (
        <Chip size="small" color="error" variant="outlined" label={translate("app.frontDoor.soldOut")} />
      )}
      {unsaved && <Chip size="small" color="info" label={translate("app.menuEditor.item.unsaved")} />}
    </>
  );
}
