import { useId, useState } from "react";
import { ButtonBase, Menu, MenuItem } from "@mui/material";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { OrderStatusChip } from "./OrderStatusChip";
import { statusChoices, useOrderStatuses } from "./orderStatuses";

// The keys that open a select (WAI-ARIA combobox pattern).
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " "]);

/**
 * Changes an order's status from the list: only the current status and those the server allows next are
 * offered; a final status shows as a chip. Saves at once (with the updated_at loaded, so a stale list is refused).
 * Each select reads the branch's statuses (one shared query), so their arrival redraws the selects, not the list.
 * A button with the status's chip and a listbox menu mounted on opening, not a form select: a page of orders drew
 * ten selects with their input, form control and closed menu each, about a seventh of the list's first draw.
 */
export function OrderStatusSelect() {
  const statuses = useOrderStatuses();
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  if (!record) return null;
  const current = String(record.status);
  const choices = statusChoices(current, statuses);
  if (choices.length < 2) return <OrderStatusChip status={current} />;

  const change = (status: string) => {
    if (status === current) return;
    update(
      "orders",
      { id: record.id, data: { status, updated_at: record.updated_at }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("app.catalog.notices.updated", { type: "success" }),
        onError: (error) => {
          notifyApiError(error);
          refresh();
        },
      },
    );
  };

  const label = translate("resources.orders.changeStatus", { number: record.number });
  const close = () => setAnchor(null);
  // Menu clicks bubble through the portal to the list row: keep them here.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ButtonBase
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        aria-disabled={isPending || undefined}
        disabled={isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (OPENING_KEYS.has(event.key)) {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        sx={{
          borderRadius: 4,
          gap: 0.25,
          paddingInlineEnd: 0.25,
          "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
        }}
      >
        <OrderStatusChip status={current} />
        <ArrowDropDownIcon fontSize="small" color="action" />
      </ButtonBase>
      {/* Mounted only while open: a list of orders draws one control per row. */}
      {anchor && (
        <Menu
          open
          anchorEl={anchor}
          onClose={close}
          variant="selectedMenu"
          slotProps={{ list: { id: listId, role: "listbox", "aria-label": label } }}
        >
          {choices.map((status) => (
            <MenuItem
              key={status}
              role="option"
              aria-selected={status === current}
              selected={status === current}
              onClick={() => {
                close();
                change(status);
              }}
            >
              <OrderStatusChip status={status} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </span>
  );
}
